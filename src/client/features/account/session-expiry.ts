import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { clearTabDrafts } from '@client/lib/tab-drafts';
import type { Session } from '@shared/account/account.schemas';
import { SIGNED_OUT, sessionQueryKey } from './api/session';

export const SESSION_ENDED = {
  title: 'Session ended',
  description: 'You were signed out, perhaps from another device. Please log in again to continue.',
} as const;

/**
 * Forgets the signed-in user and everything cached for them. Their drafts stay in the tab for them alone:
 * whoever signs in next claims the tab (claimTabDrafts), which wipes the drafts unless it is them again.
 */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] && q.queryKey[0] !== 'settings',
  });
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
}

/**
 * A 401 while the client believes someone is signed in means the session ended on the server (it
 * expired, or a password change or sign-out elsewhere revoked it). The client then forgets the user, so
 * the protected page sends them to /login and back here after signing in.
 */
export function endSessionOnUnauthorized(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  if (!queryClient.getQueryData<Session>(sessionQueryKey)?.user) return;
  forgetUser(queryClient);
  // After the failing screen's own error toast (one shows at a time), so this is the one that stays.
  setTimeout(() => toast(SESSION_ENDED), 0);
}

/** After signing out: drop the tab's drafts and load the home page afresh, which forgets the rest. */
export function leaveSignedOut(location: Pick<Location, 'assign'> = window.location): void {
  clearTabDrafts();
  location.assign('/');
}
