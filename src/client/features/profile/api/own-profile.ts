import { useMutation, useQuery } from '@tanstack/react-query';
import { ownProfileSchema, type UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

export const ownProfileQueryKey = ['own-profile'] as const;

export const fetchOwnProfile = (signal?: AbortSignal) =>
  apiRequest('/api/profile', { schema: ownProfileSchema, signal });

export const updateOwnProfile = (body: UpdateProfileInput) =>
  apiRequest('/api/profile', { method: 'PATCH', body, schema: ownProfileSchema });

export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => fetchOwnProfile(signal),
    meta: { reads: ['profile', 'membership'] },
  });
}

/** Every profile change refreshes the profile's readers: this page, the header's session, the dashboard. */
export function useUpdateOwnProfile() {
  return useMutation({ mutationFn: updateOwnProfile, meta: { writes: ['profile'] } });
}
