import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, sessionQueryKey } from '@client/features/account/api/session';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { Header } from './header';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Header', () => {
  it('offers Login and Sign Up to a visitor', () => {
    renderWithSession(<Header />, SIGNED_OUT);
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(mainNav().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(mainNav().queryByRole('link', { name: 'Progress' })).toBeNull();
  });

  it("remembers the visitor's page in Login and Sign Up, so the way in returns there", () => {
    renderWithSession(<Header />, SIGNED_OUT, '/library?category=mindfulness');
    expect(mainNav().getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register?next=%2Flibrary%3Fcategory%3Dmindfulness',
    );
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Flibrary%3Fcategory%3Dmindfulness',
    );
  });

  it('offers neither Login nor Sign Up while the session cannot be read (offline)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { queryClient } = renderWithSession(<Header />, undefined);
    await vi.waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('error'));
    expect(mainNav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(mainNav().queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('shows a member the spec links in order, without Admin', () => {
    renderWithSession(<Header />, signedInSession());
    const labels = mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Progress', 'Library', 'Tools', 'Community', 'Profile']);
    expect(mainNav().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Admin for an admin', () => {
    renderWithSession(<Header />, signedInSession({ role: 'admin' }));
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('rings the notifications bell with what is new for a member, and has none for a visitor', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ items: [], nextCursor: null, unreadCount: 5, unseenCount: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const member = renderWithSession(<Header />, signedInSession());
    expect((await screen.findAllByRole('button', { name: 'Notifications, 3 new' })).length).toBeGreaterThan(
      0,
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications', expect.anything());
    member.unmount();
    // The bell's code is loaded now, so a visitor's header would show it at once.
    renderWithSession(<Header />, SIGNED_OUT);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});

afterEach(() => vi.unstubAllGlobals());
