import { useQuery } from '@tanstack/react-query';
import { communityProfileSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

export const userProfileKey = (username: string) => [...communityKey, 'user', username] as const;

export function fetchUserProfile(username: string, signal?: AbortSignal) {
  return apiRequest(`/api/community/users/${encodeURIComponent(username)}`, {
    schema: communityProfileSchema,
    signal,
  });
}

export function useUserProfile(username: string) {
  const query = useQuery({
    queryKey: userProfileKey(username),
    queryFn: async ({ signal }) => (await fetchUserProfile(username, signal)).profile,
    meta: { reads: FORUM_WITH_AUTHORS },
  });
  useErrorToast(query, 'Error fetching user profile');
  return query;
}
