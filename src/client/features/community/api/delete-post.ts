import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { postKey } from './post';

export function deletePost(postId: string) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/**
 * Deletes a post; `onDeleted` leaves its page and its query is dropped first (the forum's refresh runs after
 * onSuccess), so the gone post is not fetched again.
 */
export function useDeletePost(postId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: postKey(postId) });
    },
    onError: (error) => toastError('Error deleting post', error),
    meta: { writes: ['forum'] },
  });
}
