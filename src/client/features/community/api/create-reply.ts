import { useMutation } from '@tanstack/react-query';
import { replySchema, type CreateReplyInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';

export function createReply(postId: string, input: CreateReplyInput) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/replies`, {
    method: 'POST',
    body: input,
    schema: replySchema,
  });
}

export function useCreateReply(postId: string) {
  return useMutation({
    mutationFn: (input: CreateReplyInput) => createReply(postId, input),
    meta: { writes: ['forum'] },
  });
}
