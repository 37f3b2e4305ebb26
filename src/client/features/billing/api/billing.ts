import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { checkoutResultSchema, plansSchema, type CheckoutInput } from '@shared/billing/billing.schemas';
import { useSession } from '@client/features/session/use-session';
import { apiRequest } from '@client/lib/api-client';

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

/** The plans with prices; a member's answer also carries their own tier, so each viewer has their own entry. */
export function usePlans() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...plansQueryKey, user?.id ?? 'visitor'],
    queryFn: ({ signal }) => fetchPlans(signal),
    meta: { reads: ['membership'] },
  });
}

/** A tier change unlocks or locks content at once: every reader of the membership is read again. */
export function useBillingMutations() {
  return {
    checkout: useMutation({ mutationFn: startCheckout, meta: { writes: ['membership'] } }),
    cancel: useMutation({ mutationFn: cancelSubscription, meta: { writes: ['membership'] } }),
  };
}
