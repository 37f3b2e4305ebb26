import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema, type UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

export const updateOwnProfile = (body: UpdateProfileInput) =>
  apiRequest('/api/profile', { method: 'PATCH', body, schema: ownProfileSchema });

/** Every profile change refreshes the profile's readers: the profile page, the header's session, the dashboard. */
export function useUpdateOwnProfile() {
  return useMutation({ mutationFn: updateOwnProfile, meta: { writes: ['profile'] } });
}
