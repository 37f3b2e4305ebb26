import { useLayoutEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { claimTabDrafts, tabDraftKey } from '@client/lib/tab-drafts';
import { makeProfile, renderWithSession } from '@client/test/render-app';
import { SessionGate } from './session-gate';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionGate', () => {
  it('shows the full-screen spinner until the session has loaded', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithSession(
      <SessionGate>
        <p>the app</p>
      </SessionGate>,
      undefined,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Design Your Life');
    expect(screen.queryByText('the app')).toBeNull();
    answer(jsonResponse({ user: null, profile: null }));
    await screen.findByText('the app');
  });

  it('mounts the app in slices once the session is in, so other work runs before the first screen is done', async () => {
    const events: string[] = [];
    let timerSet = false;
    // Fifty components of 2 ms each: a 100 ms first render.
    function Slow({ index }: { index: number }) {
      if (!timerSet) {
        timerSet = true;
        setTimeout(() => events.push('other work'), 0);
      }
      const end = performance.now() + 2;
      while (performance.now() < end);
      return <span>{index}</span>;
    }
    function Mounted() {
      useLayoutEffect(() => void events.push('app on screen'), []);
      return <p>the app</p>;
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ user: null, profile: null })),
    );
    renderWithSession(
      <SessionGate>
        {Array.from({ length: 50 }, (_, index) => (
          <Slow key={index} index={index} />
        ))}
        <Mounted />
      </SessionGate>,
      undefined,
    );
    await screen.findByText('the app');
    await waitFor(() => expect(events).toContain('other work'));
    expect(events.indexOf('other work')).toBeLessThan(events.indexOf('app on screen'));
  });

  it('drops the drafts another member left in the tab when the session loads, and keeps one’s own', async () => {
    claimTabDrafts('someone-else');
    sessionStorage.setItem(tabDraftKey('thought-record'), '{"situation":"private"}');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ user: { id: 'u1', email: 'robin@example.com' }, profile: makeProfile() }),
      ),
    );
    const first = renderWithSession(
      <SessionGate>
        <p>the app</p>
      </SessionGate>,
      undefined,
    );
    await screen.findByText('the app');
    expect(sessionStorage.getItem(tabDraftKey('thought-record'))).toBeNull();
    first.unmount();

    sessionStorage.setItem(tabDraftKey('thought-record'), '{"situation":"mine"}');
    renderWithSession(
      <SessionGate>
        <p>the app</p>
      </SessionGate>,
      undefined,
    );
    await screen.findByText('the app');
    expect(sessionStorage.getItem(tabDraftKey('thought-record'))).toBe('{"situation":"mine"}');
  });

  it('signs out a user whose profile cannot be loaded and shows Session Error', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/account/session'
        ? jsonResponse({ user: { id: 'u1', email: 'a@example.com' }, profile: null })
        : jsonResponse({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithSession(
      <>
        <SessionGate>
          <p>the app</p>
        </SessionGate>
        <Toaster />
      </>,
      undefined,
    );
    await screen.findByText('Session Error');
    expect(screen.getByText('Your profile could not be loaded. Please log in again.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual({ user: null, profile: null }));
    await screen.findByText('the app');
  });
});
