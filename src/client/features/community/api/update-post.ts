import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type UpdatePostInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

/** The author edits their post's text (the server sets editedAt). */
export function updatePost(postId: string, input: UpdatePostInput) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body: input,
    schema: postSchema,
  });
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(postId, input),
    onSuccess: () => refetchAfterWrite(queryClient, communityKey),
  });
}
