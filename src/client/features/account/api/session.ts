import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@shared/account/account.schemas';
import { apiRequest } from '@client/lib/api-client';
import { rememberOutboxOwner } from '@client/lib/entry-outbox';
import { claimTabDrafts } from '@client/lib/tab-drafts';
import { sessionSchema } from './session-schemas';

export const SIGNED_OUT: Session = { user: null, profile: null };

export const sessionQueryKey = ['session'] as const;

/**
 * The session; a signed-in one claims the tab's drafts (see claimTabDrafts) and is the owner of what is
 * written on the device from now on (rememberOutboxOwner).
 */
export async function fetchSession(signal?: AbortSignal) {
  const session = await apiRequest('/api/account/session', {
    schema: sessionSchema,
    validate: 'development',
    signal,
  });
  if (session.user) {
    claimTabDrafts(session.user.id);
    rememberOutboxOwner(session.user.id);
  }
  return session;
}

/** The session query; loaded once at start behind the full-screen spinner (main.tsx starts it before React). */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: Infinity,
  // The member's profile rides with the session (names and avatar in the header, the tier the pages check).
  meta: { reads: ['membership', 'profile'] },
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
