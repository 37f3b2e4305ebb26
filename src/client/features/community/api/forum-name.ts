import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema, type SetForumNameInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Chooses the name the community sees (the username); the answer is the member's own profile. */
export function setForumName(input: SetForumNameInput) {
  return apiRequest('/api/profile/forum-name', { method: 'PUT', body: input, schema: ownProfileSchema });
}

/**
 * The session (which says whether the name is chosen) and every screen showing the member's posts refresh
 * before the returned promise settles, so the composer it stood in front of opens at once.
 */
export function useSetForumName() {
  return useMutation({ mutationFn: setForumName, meta: { writes: ['profile', 'forum'] } });
}
