import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths } from '@shared/routes/app-paths';
import { notFoundMeta, pageMeta } from '../page-meta';
import { DocumentMeta } from './document-meta';

function Layout() {
  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: appPaths.home, element: <Link to="/tools/gratitude-log">log</Link>, handle: pageMeta.home },
          { path: appPaths.gratitudeLog, element: <p>log</p>, handle: pageMeta.gratitudeLog },
          { path: '*', element: <p>lost</p>, handle: notFoundMeta },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('DocumentMeta', () => {
  it('titles a page "<page> · Design Your Life" and sets its description', async () => {
    renderAt('/tools/gratitude-log');
    await waitFor(() => expect(document.title).toBe('Gratitude Log · Design Your Life'));
    expect(description()).toBe(pageMeta.gratitudeLog.description);
  });

  it('follows navigation, and titles the home page with the site name alone', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(document.title).toBe('Design Your Life'));
    expect(description()).toBe(pageMeta.home.description);
    await router.navigate('/nowhere');
    await waitFor(() => expect(document.title).toBe('Page not found · Design Your Life'));
    expect(description()).toBe(notFoundMeta.description);
  });
});
