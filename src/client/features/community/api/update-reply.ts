import { useMutation } from '@tanstack/react-query';
import { replySchema, type UpdateReplyInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Its author (or an admin) edits a reply's text (the server sets editedAt). */
export function updateReply(replyId: string, input: UpdateReplyInput) {
  return apiRequest(`/api/community/replies/${encodeURIComponent(replyId)}`, {
    method: 'PATCH',
    body: input,
    schema: replySchema,
  });
}

export function useUpdateReply(replyId: string) {
  return useMutation({
    mutationFn: (input: UpdateReplyInput) => updateReply(replyId, input),
    meta: { writes: ['forum'] },
  });
}
