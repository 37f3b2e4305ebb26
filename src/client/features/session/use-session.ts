import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/profiles/profiles.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { isClientError } from '@client/lib/api-client';
import { claimTabDrafts } from '@client/lib/tab-drafts';
import * as api from './session-api';

/** The session query; loaded once at start behind the full-screen spinner (main.tsx starts it before React). */
export const sessionQueryOptions = queryOptions({
  queryKey: api.sessionQueryKey,
  queryFn: ({ signal }) => api.fetchSession(signal),
  staleTime: Infinity,
  // The member's profile rides with the session (names and avatar in the header, the tier the pages check).
  meta: { reads: ['membership', 'profile'] },
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}

export interface CurrentSession {
  user: { id: string; email: string } | null;
  profile: Profile | null;
  isAdmin: boolean;
  /**
   * The session could not be read: no connection, or the server failed. Who is signed in is not known, so a
   * member page waits for the connection instead of sending a member who may well be signed in to /login.
   */
  unreachable: boolean;
}

/** Who is signed in, as far as the client knows; the server checks again on every call. */
export function useSession(): CurrentSession {
  // A failed load counts until an answer arrives: asking again puts the query back to pending meanwhile.
  const { data, error, errorUpdateCount } = useSessionQuery();
  const session = data ?? api.SIGNED_OUT;
  return {
    user: session.user,
    profile: session.profile,
    isAdmin: session.profile?.role === 'admin',
    unreachable: data === undefined && errorUpdateCount > 0 && !isClientError(error),
  };
}

/**
 * Signing in or up answers with the session, which replaces the cached one; what the visitor could open changes
 * with who they are (locked skills, channels), so those screens refresh. A name change refreshes the profile's
 * readers, this session among them.
 */
export function useSessionMutations() {
  const queryClient = useQueryClient();
  const setSession = (session: api.Session) => {
    if (session.user) claimTabDrafts(session.user.id);
    queryClient.setQueryData(api.sessionQueryKey, session);
  };
  return {
    signIn: useMutation({ mutationFn: api.signIn, onSuccess: setSession, meta: { writes: ['membership'] } }),
    signUp: useMutation({ mutationFn: api.signUp, onSuccess: setSession, meta: { writes: ['membership'] } }),
    // Signing out reloads the app (leaveSignedOut), which forgets the user and all that was cached.
    signOut: useMutation({
      mutationFn: api.signOut,
      onError: (error) => toastError('Logout Error', error),
      meta: { writes: [] },
    }),
    // Nothing changes until the link mailed to the new address is used (confirmEmailChange).
    changeEmail: useMutation({ mutationFn: api.changeEmail, meta: { writes: [] } }),
    updateProfile: useMutation({ mutationFn: api.updateProfile, meta: { writes: ['profile'] } }),
  };
}
