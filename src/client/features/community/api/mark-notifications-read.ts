import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { markNotificationsReadSchema } from '@shared/community/community.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { notificationsKey } from './notifications';

export type MarkReadInput = z.infer<typeof markNotificationsReadSchema>;

export function markNotificationsRead(input: MarkReadInput) {
  return apiRequest('/api/notifications/read', {
    method: 'POST',
    body: markNotificationsReadSchema.parse(input),
    schema: z.unknown(),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => refetchAfterWrite(queryClient, notificationsKey),
    onError: (error) => toastError('Error updating notifications', error),
  });
}
