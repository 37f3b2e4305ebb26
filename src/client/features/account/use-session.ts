import type { Profile } from '@shared/profiles/profiles.schemas';
import { isClientError } from '@client/lib/api-client';
import { SIGNED_OUT, useSessionQuery } from './api/session';

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
  const session = data ?? SIGNED_OUT;
  return {
    user: session.user,
    profile: session.profile,
    isAdmin: session.profile?.role === 'admin',
    unreachable: data === undefined && errorUpdateCount > 0 && !isClientError(error),
  };
}
