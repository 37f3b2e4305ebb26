import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema } from '@shared/api/error.schemas';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';

/** Uploads an image as multipart (the one call apiRequest cannot make: its body is JSON). */
export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  const response = await fetch('/api/profile/avatar', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).catch(() => {
    throw new ApiRequestError(
      0,
      'network',
      'Could not reach Design Your Life. Check your connection and try again.',
    );
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  return ownProfileSchema.parse(payload);
}

export const removeAvatar = () =>
  apiRequest('/api/profile/avatar', { method: 'DELETE', schema: ownProfileSchema });

export function useAvatarMutations() {
  return {
    upload: useMutation({ mutationFn: uploadAvatar, meta: { writes: ['profile'] } }),
    remove: useMutation({ mutationFn: removeAvatar, meta: { writes: ['profile'] } }),
  };
}
