import { useMutation } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Uploads an image as multipart. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return apiRequest('/api/profile/avatar', { method: 'POST', form, schema: ownProfileSchema });
}

export const removeAvatar = () =>
  apiRequest('/api/profile/avatar', { method: 'DELETE', schema: ownProfileSchema });

export function useAvatarMutations() {
  return {
    upload: useMutation({ mutationFn: uploadAvatar, meta: { writes: ['profile'] } }),
    remove: useMutation({ mutationFn: removeAvatar, meta: { writes: ['profile'] } }),
  };
}
