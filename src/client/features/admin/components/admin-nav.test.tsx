import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { adminNavCountsQueryKey } from '../api/admin-nav-counts';
import { fakeAdminContent, fakeAdminContentApi } from '../test/fake-admin-content-api';
import { AdminNav } from './admin-nav';

afterEach(() => vi.unstubAllGlobals());

function renderNav(openReports: number, path = '/admin') {
  vi.stubGlobal('fetch', fakeAdminContentApi(fakeAdminContent({ openReports })));
  return renderWithSession(<AdminNav />, signedInSession({ role: 'admin' }), path);
}

describe('AdminNav', () => {
  it('says how many reports are open in the name of the Reports link, and on the folded menu', async () => {
    renderNav(3);
    const link = await screen.findByRole('link', { name: 'Reports, 3 open' });
    expect(link).toHaveAttribute('href', '/admin/reports');
    expect(link).toHaveTextContent(/^Reports3$/);
    expect(screen.getByRole('button', { name: 'Admin menu: Dashboard, 3 open reports' })).toBeInTheDocument();
  });

  it('names one open report in the singular on the folded menu', async () => {
    renderNav(1, '/admin/reports');
    expect(await screen.findByRole('link', { name: 'Reports, 1 open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Admin menu: Reports, 1 open report' })).toBeInTheDocument();
  });

  it('shows no count when the queue is empty', async () => {
    const { queryClient } = renderNav(0);
    await waitFor(() => expect(queryClient.getQueryState(adminNavCountsQueryKey)?.status).toBe('success'));
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin menu: Dashboard' })).toBeInTheDocument();
  });
});
