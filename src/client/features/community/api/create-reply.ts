import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replySchema, type CreateReplyInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

export function createReply(postId: string, input: CreateReplyInput) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/replies`, {
    method: 'POST',
    body: input,
    schema: replySchema,
  });
}

export function useCreateReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReplyInput) => createReply(postId, input),
    onSuccess: () => refetchAfterWrite(queryClient, communityKey),
  });
}
