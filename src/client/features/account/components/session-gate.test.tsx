import { useLayoutEffect } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE_SETTINGS } from '@shared/settings/settings-defaults';
import { Toaster } from '@client/components/ui/toaster';
import { claimTabDrafts, tabDraftKey } from '@client/lib/tab-drafts';
import { settingsQueryKey, settingsQueryOptions } from '@client/features/settings/api/site-settings';
import { makeProfile, renderWithSession } from '@client/test/render-app';
import { createTestQueryClient } from '@client/test/test-query-client';
import { SIGNED_OUT, sessionQueryKey } from '../api/session';
import { SessionGate } from './session-gate';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionGate', () => {
  it('shows the full-screen spinner until the session and the site settings have loaded', async () => {
    const answers = new Map<string, (r: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => new Promise<Response>((resolve) => answers.set(url, resolve))),
    );
    renderWithSession(
      <SessionGate>
        <p>the app</p>
      </SessionGate>,
      undefined,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Design Your Life');
    await waitFor(() =>
      expect([...answers.keys()].sort()).toEqual(['/api/account/session', '/api/settings']),
    );
    answers.get('/api/account/session')!(jsonResponse({ user: null, profile: null }));
    // The shell reads the settings: it mounts once, with them, not once before and again after.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('the app')).toBeNull();
    answers.get('/api/settings')!(jsonResponse(FALLBACK_SITE_SETTINGS));
    await screen.findByText('the app');
  });

  it('stays open while settings that failed are asked for again by the app it shows (offline, no loop)', async () => {
    const fetchMock = vi.fn(async (url: string): Promise<Response> => {
      if (url === '/api/account/session') return jsonResponse({ user: null, profile: null });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    let mounts = 0;
    function Shell() {
      // The app's layout reads the settings too: its mount asks again for settings that failed.
      useQuery(settingsQueryOptions);
      useLayoutEffect(() => void (mounts += 1), []);
      return <p>the app</p>;
    }
    renderWithSession(
      <SessionGate>
        <Shell />
      </SessionGate>,
      undefined,
    );
    await screen.findByText('the app');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(mounts).toBe(1);
    const settingsAsked = fetchMock.mock.calls.filter(([url]) => url === '/api/settings').length;
    expect(settingsAsked).toBeLessThanOrEqual(3);
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

  it('mounts the app in slices also when the session and settings were in before React started', async () => {
    const events: string[] = [];
    let timerSet = false;
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
    // main.tsx asks for both before the first render, and the page preloads them: often they are in already.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
    queryClient.setQueryData(settingsQueryKey, FALLBACK_SITE_SETTINGS);
    // Mounted as main.tsx mounts the app, outside act(), which would run every render to the end at once.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <QueryClientProvider client={queryClient}>
          <SessionGate>
            {Array.from({ length: 50 }, (_, index) => (
              <Slow key={index} index={index} />
            ))}
            <Mounted />
          </SessionGate>
        </QueryClientProvider>,
      );
      await screen.findByText('the app');
      await waitFor(() => expect(events).toContain('other work'));
      expect(events.indexOf('other work')).toBeLessThan(events.indexOf('app on screen'));
    } finally {
      root.unmount();
      container.remove();
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
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
