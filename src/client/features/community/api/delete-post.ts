import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { communityKey } from './community-keys';
import { postKey } from './post';

export function deletePost(postId: string) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/** Deletes a post; `onDeleted` leaves its page first, so the gone post is not fetched again. */
export function useDeletePost(postId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: async () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: postKey(postId) });
      await queryClient.invalidateQueries({ queryKey: communityKey });
    },
    onError: (error) => toastError('Error deleting post', error),
  });
}
