import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { checkoutResultSchema, plansSchema, type CheckoutInput } from '@shared/billing/billing.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { sessionQueryKey } from '@client/features/session/session-api';

export const plansQueryKey = ['billing-plans'] as const;

export const fetchPlans = (signal?: AbortSignal) =>
  apiRequest('/api/billing/plans', { schema: plansSchema, signal });
export const startCheckout = (body: CheckoutInput) =>
  apiRequest('/api/billing/checkout', { method: 'POST', body, schema: checkoutResultSchema });
export const cancelSubscription = () =>
  apiRequest('/api/billing/cancel', {
    method: 'POST',
    body: {},
    schema: z.object({ when: z.enum(['now', 'at-period-end']) }),
  });

export function usePlans() {
  return useQuery({ queryKey: plansQueryKey, queryFn: ({ signal }) => fetchPlans(signal) });
}

/** A tier change unlocks or locks content at once: the session, plans and content are read again. */
export function useBillingMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      refetchAfterWrite(queryClient, plansQueryKey),
      refetchAfterWrite(queryClient, sessionQueryKey),
      refetchAfterWrite(queryClient, ['dashboard']),
      refetchAfterWrite(queryClient, ['recommendations']),
    ]);
  return {
    checkout: useMutation({ mutationFn: startCheckout, onSuccess: refresh }),
    cancel: useMutation({ mutationFn: cancelSubscription, onSuccess: refresh }),
  };
}
