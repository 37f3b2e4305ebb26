import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/account/account.schemas';
import { claimTabDrafts } from '@client/lib/tab-drafts';
import { sessionQueryKey } from './session';

/**
 * Signing in or up answers with the session, which replaces the cached one; a signed-in one claims the tab's
 * drafts (see claimTabDrafts).
 */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    if (session.user) claimTabDrafts(session.user.id);
    queryClient.setQueryData(sessionQueryKey, session);
  };
}
