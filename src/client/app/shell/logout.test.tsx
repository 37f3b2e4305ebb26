import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabDraftKey } from '@client/lib/tab-drafts';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { Header } from './header';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Logout', () => {
  it('signs out on the server, drops the tab’s drafts and loads the home page afresh', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem(tabDraftKey('thought-record'), '{"situation":"private"}');
    renderWithSession(<Header />, signedInSession(), '/dashboard');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sessionStorage.getItem(tabDraftKey('thought-record'))).toBeNull();
  });

  it('stays put, signed in, when the server cannot sign out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"x","message":"Down"}}', { status: 503 })),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithSession(<Header />, signedInSession(), '/dashboard');
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });
});
