import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToOutbox, outboxOwner, rememberOutboxOwner, waitingEntriesOf } from '@client/lib/entry-outbox';
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

  describe('with entries waiting to send on this device', () => {
    async function keepEntry() {
      rememberOutboxOwner('u1');
      await addToOutbox({
        key: 'key-waiting-001',
        owner: 'u1',
        toolKey: 'gratitude-log',
        data: { items: ['Written on the train'] },
        writtenAt: new Date().toISOString(),
      });
    }
    const signOutFetch = () =>
      vi.fn(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));

    it('asks first; "Stay logged in" keeps the member signed in and the entry on the device', async () => {
      await keepEntry();
      const fetchMock = signOutFetch();
      vi.stubGlobal('fetch', fetchMock);
      renderWithSession(<Header />, signedInSession(), '/dashboard');
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0),
      );
      // The outbox is read from IndexedDB: the question comes once it knows an entry waits.
      fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
      await screen.findByRole('dialog', { name: 'An entry has not been sent' });
      fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(fetchMock).not.toHaveBeenCalledWith('/api/account/sign-out', expect.anything());
      expect(await waitingEntriesOf('u1')).toHaveLength(1);
    });

    it('"Log out and delete it" signs out, and the device keeps nothing: no entry, no owner', async () => {
      await keepEntry();
      vi.stubGlobal('fetch', signOutFetch());
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      renderWithSession(<Header />, signedInSession(), '/dashboard');
      fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
      await screen.findByRole('dialog', { name: 'An entry has not been sent' });
      fireEvent.click(screen.getByRole('button', { name: 'Log out and delete it' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(await waitingEntriesOf('u1')).toEqual([]);
      expect(outboxOwner()).toBeNull();
    });
  });

  it('forgets the device’s member at sign-out when nothing waits', async () => {
    rememberOutboxOwner('u1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithSession(<Header />, signedInSession(), '/dashboard');
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(outboxOwner()).toBeNull();
  });
});
