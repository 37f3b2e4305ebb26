import { useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

/** Marks a reply as the post's answer (moving the mark), or unmarks with `replyId: null`. */
export function markAnswer(postId: string, replyId: string | null) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/answer`, {
    method: 'POST',
    body: { replyId },
    // The contract leaves this answer open; the post is re-fetched afterwards either way.
    schema: z.unknown(),
  });
}

export function useMarkAnswer(postId: string) {
  return useMutation({
    mutationFn: (replyId: string | null) => markAnswer(postId, replyId),
    meta: { writes: ['forum'] },
    onError: (error) => toastError('Failed to mark as answer', error),
  });
}
