import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { createQueryClient } from '@client/lib/query-client';
import { tabDraftKey } from '@client/lib/tab-drafts';
import { makeProfile } from '@client/test/render-app';
import { SIGNED_OUT, sessionQueryKey } from './api/session';
import { endSessionOnUnauthorized, SESSION_ENDED } from './session-expiry';

vi.mock('@client/components/ui/toast-store', () => ({ toast: vi.fn() }));

const signedIn = { user: { id: 'u1', email: 'robin@example.com' }, profile: makeProfile() };
const unauthorized = () => new ApiRequestError(401, 'unauthorized', 'You must be signed in to do that.');

function clientWithSession(session: unknown) {
  const queryClient = createQueryClient({ onError: endSessionOnUnauthorized });
  queryClient.setQueryData(sessionQueryKey, session);
  queryClient.setQueryData(['tools', 'gratitude-log', 'entries'], [{ id: 'private entry' }]);
  queryClient.setQueryData(['settings'], { maintenanceMode: false });
  sessionStorage.setItem(tabDraftKey('thought-record'), '{"situation":"private"}');
  return queryClient;
}

afterEach(() => vi.mocked(toast).mockClear());

describe('endSessionOnUnauthorized', () => {
  it('signs a member out in the client when a query answers 401, dropping their cached data', async () => {
    const queryClient = clientWithSession(signedIn);
    await expect(
      queryClient.fetchQuery({ queryKey: ['goals'], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(SIGNED_OUT);
    expect(queryClient.getQueryData(['tools', 'gratitude-log', 'entries'])).toBeUndefined();
    expect(queryClient.getQueryData(['settings'])).toEqual({ maintenanceMode: false });
    // The drafts wait for the same member to sign in again (claimTabDrafts wipes them for anyone else).
    expect(sessionStorage.getItem(tabDraftKey('thought-record'))).not.toBeNull();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(SESSION_ENDED));
  });

  it('does the same when a mutation answers 401', async () => {
    const queryClient = clientWithSession(signedIn);
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(unauthorized()) });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(SIGNED_OUT);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(SESSION_ENDED));
  });

  it('leaves a visitor and other failures alone', async () => {
    const visitor = clientWithSession(SIGNED_OUT);
    await expect(
      visitor.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow();
    expect(visitor.getQueryData(['tools', 'gratitude-log', 'entries'])).toBeDefined();

    const member = clientWithSession(signedIn);
    const forbidden = new ApiRequestError(403, 'upgrade_required', 'Upgrade to open this tool.');
    await expect(
      member.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(forbidden) }),
    ).rejects.toThrow();
    expect(member.getQueryData(sessionQueryKey)).toEqual(signedIn);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(toast).not.toHaveBeenCalled();
  });
});
