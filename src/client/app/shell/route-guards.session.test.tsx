import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGate } from '@client/features/account/components/session-gate';
import { sessionQueryKey } from '@client/features/account/api/session';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { clearOutbox } from '@client/lib/entry-outbox';
import { RequireAdmin, RequireAuth, RequireAuthOrWriteOffline } from './route-guards';
import { SESSION_UNREACHABLE } from './session-unreachable';

afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string) {
  return renderWithSession(
    <SessionGate>
      <Routes>
        <Route path="/login" element={<p>the login page</p>} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <p>the dashboard</p>
            </RequireAuth>
          }
        />
        <Route
          path="/tools/self-awareness-journal"
          element={
            <RequireAuthOrWriteOffline>
              <p>the journal</p>
            </RequireAuthOrWriteOffline>
          }
        />
        <Route
          path="/admin"
          element={
            <RequireAdmin>
              <p>the admin area</p>
            </RequireAdmin>
          }
        />
      </Routes>
    </SessionGate>,
    undefined,
    path,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('member pages while the session cannot be read', () => {
  it('open the writing tools for the member last signed in on the device, and only for them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      }),
    );
    // The test setup records a member on the device, as the session does when it loads.
    const first = renderApp('/tools/self-awareness-journal');
    expect(await screen.findByText('the journal')).toBeInTheDocument();
    first.unmount();

    // Nobody known on the device (after a sign-out): the page waits for the connection like any member page.
    await clearOutbox();
    renderApp('/tools/self-awareness-journal');
    expect(await screen.findByRole('heading', { name: SESSION_UNREACHABLE.heading })).toBeInTheDocument();
    expect(screen.queryByText('the journal')).toBeNull();
  });

  it('wait on the page for the connection instead of sending a member to /login, and open once it answers', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: SESSION_UNREACHABLE.heading })).toBeInTheDocument();
    expect(screen.queryByText('the login page')).toBeNull();
    // Nobody was signed out: the session is still unknown, not the signed-out answer.
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();

    fetchMock.mockImplementation(async () => json(signedInSession()));
    // The button waits while a load is under way (the page asks once more as it mounts).
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toBeEnabled());
    await userEvent.click(tryAgain);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('keep an admin page for the connection too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'internal', message: 'Something went wrong.' } }, 503)),
    );
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: SESSION_UNREACHABLE.heading })).toBeInTheDocument();
    expect(screen.queryByText('the login page')).toBeNull();
  });

  it('still send a visitor to /login when the server answers that there is no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'unauthorized', message: 'Please log in.' } }, 401)),
    );
    const { queryClient } = renderApp('/dashboard');
    expect(await screen.findByText('the login page')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: null, profile: null });
  });
});

describe('a member page opened offline', () => {
  it('opens by itself when the connection comes back', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: SESSION_UNREACHABLE.heading });
    fetchMock.mockImplementation(async () => json(signedInSession()));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });
});
