import { act, render, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths } from '@shared/routes/app-paths';
import { notFoundMeta, pageMeta } from '../page-meta';
import { DocumentMeta } from '@client/lib/document-meta';

let navigate: NavigateFunction = () => undefined;

function Pages() {
  navigate = useNavigate();
  return useRoutes([
    {
      path: appPaths.home,
      element: (
        <>
          <DocumentMeta meta={pageMeta.home} />
          <Link to="/tools/gratitude-log">log</Link>
        </>
      ),
    },
    {
      path: appPaths.gratitudeLog,
      element: (
        <>
          <DocumentMeta meta={pageMeta.gratitudeLog} />
          <p>log</p>
        </>
      ),
    },
    {
      path: '*',
      element: (
        <>
          <DocumentMeta meta={notFoundMeta} />
          <p>lost</p>
        </>
      ),
    },
  ]);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('DocumentMeta', () => {
  it('titles a page "<page> · Design Your Life" and sets its description', async () => {
    renderAt('/tools/gratitude-log');
    await waitFor(() => expect(document.title).toBe('Gratitude Log · Design Your Life'));
    expect(description()).toBe(pageMeta.gratitudeLog.description);
  });

  it('follows navigation, and titles the home page with the site name alone', async () => {
    renderAt('/');
    await waitFor(() => expect(document.title).toBe('Design Your Life'));
    expect(description()).toBe(pageMeta.home.description);
    act(() => void navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Page not found · Design Your Life'));
    expect(description()).toBe(notFoundMeta.description);
  });
});
