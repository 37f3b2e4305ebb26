import { useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { apiRequest } from '@client/lib/api-client';

/** Cancels the member's subscription; the answer says whether it ends now or at the end of the period. */
export const cancelSubscription = () =>
  apiRequest('/api/billing/cancel', {
    method: 'POST',
    body: {},
    schema: z.object({ when: z.enum(['now', 'at-period-end']) }),
  });

/** A tier change unlocks or locks content at once: every reader of the membership is read again. */
export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription, meta: { writes: ['membership'] } });
}
