import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

export function deleteReply(replyId: string) {
  return apiRequest(`/api/community/replies/${encodeURIComponent(replyId)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: () => refetchAfterWrite(queryClient, communityKey),
    onError: (error) => toastError('Error deleting reply', error),
  });
}
