import { useMutation } from '@tanstack/react-query';
import { postSchema, type UpdatePostInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';

/** The author edits their post's text (the server sets editedAt). */
export function updatePost(postId: string, input: UpdatePostInput) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body: input,
    schema: postSchema,
  });
}

export function useUpdatePost(postId: string) {
  return useMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(postId, input),
    meta: { writes: ['forum'] },
  });
}
