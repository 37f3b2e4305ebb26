import { useMutation } from '@tanstack/react-query';
import { portalResultSchema } from '@shared/billing/billing.schemas';
import { apiRequest } from '@client/lib/api-client';

/** The provider's billing page for the member ('Manage billing'). */
export const openBillingPortal = () =>
  apiRequest('/api/billing/portal', { method: 'POST', body: {}, schema: portalResultSchema });

export function useBillingPortal() {
  // Only opens the provider's page; what the member changes there comes back through its webhook.
  return useMutation({ mutationFn: openBillingPortal, meta: { writes: [] } });
}
