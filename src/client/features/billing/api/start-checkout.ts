import { useMutation } from '@tanstack/react-query';
import { checkoutResultSchema, type CheckoutInput } from '@shared/billing/billing.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Moves the member to a paid tier, or answers the provider's checkout page to go to. */
export const startCheckout = (body: CheckoutInput) =>
  apiRequest('/api/billing/checkout', { method: 'POST', body, schema: checkoutResultSchema });

/** A tier change unlocks or locks content at once: every reader of the membership is read again. */
export function useCheckout() {
  return useMutation({ mutationFn: startCheckout, meta: { writes: ['membership'] } });
}
