import { useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { markNotificationsReadSchema } from '@shared/community/community.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

export type MarkReadInput = z.infer<typeof markNotificationsReadSchema>;

export function markNotificationsRead(input: MarkReadInput) {
  return apiRequest('/api/notifications/read', {
    method: 'POST',
    body: markNotificationsReadSchema.parse(input),
    schema: z.unknown(),
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { writes: ['notifications'] },
    onError: (error) => toastError('Error updating notifications', error),
  });
}
