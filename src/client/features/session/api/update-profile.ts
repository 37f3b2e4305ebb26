import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

const profileSchema = lazySchema(() => import('@shared/profiles/profiles.schemas'), 'profileSchema');

export const updateProfile = (body: UpdateProfileInput) =>
  apiRequest('/api/profile', { method: 'PATCH', body, schema: profileSchema });

/** A name change refreshes the profile's readers, the session among them. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { writes: ['profile'] } });
}
