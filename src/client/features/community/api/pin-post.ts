import { useMutation } from '@tanstack/react-query';
import { pinResultSchema } from '@shared/community/community.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

/** Admins: pins or unpins a post. */
export function togglePin(postId: string) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/pin`, {
    method: 'POST',
    body: {},
    schema: pinResultSchema,
  });
}

export function useTogglePin(postId: string) {
  return useMutation({
    mutationFn: () => togglePin(postId),
    meta: { writes: ['forum'] },
    onError: (error) => toastError('Error pinning post', error),
  });
}
