import { useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

export function deleteReply(replyId: string) {
  return apiRequest(`/api/community/replies/${encodeURIComponent(replyId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

export function useDeleteReply() {
  return useMutation({
    mutationFn: deleteReply,
    meta: { writes: ['forum'] },
    onError: (error) => toastError('Error deleting reply', error),
  });
}
