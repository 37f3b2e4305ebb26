import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

export const ownProfileQueryKey = ['own-profile'] as const;

export const fetchOwnProfile = (signal?: AbortSignal) =>
  apiRequest('/api/profile', { schema: ownProfileSchema, signal });

export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileQueryKey,
  queryFn: ({ signal }) => fetchOwnProfile(signal),
  meta: { reads: ['profile', 'membership'] },
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
