import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansSchema } from '@shared/billing/billing.schemas';
import { useSession } from '@client/features/account/use-session';
import { apiRequest } from '@client/lib/api-client';

export const plansQueryKey = ['billing-plans'] as const;

export const fetchPlans = (signal?: AbortSignal) =>
  apiRequest('/api/billing/plans', { schema: plansSchema, signal });

/** The plans with prices; a member's answer also carries their own tier, so each viewer has their own entry. */
export const plansQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: [...plansQueryKey, viewer],
    queryFn: ({ signal }) => fetchPlans(signal),
    meta: { reads: ['membership'] },
  });

export function usePlans() {
  const { user } = useSession();
  return useQuery(plansQueryOptions(user?.id ?? 'visitor'));
}
