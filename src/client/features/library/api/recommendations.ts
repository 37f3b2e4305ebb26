import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// Loaded beside the answer, like the content bundle's (see content.ts).
const recommendationsSchema = lazySchema(
  () => import('@shared/content/content.schemas'),
  'recommendationsSchema',
);

export const recommendationsQueryKey = (limit: number) => ['recommendations', limit] as const;

export const fetchRecommendations = (limit: number, signal?: AbortSignal) =>
  apiRequest(`/api/recommendations?limit=${limit}`, { schema: recommendationsSchema, signal });

export const recommendationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: recommendationsQueryKey(limit),
    queryFn: ({ signal }) => fetchRecommendations(limit, signal),
    // Skills open to the member's tier, not yet practised, ranked by their onboarding answers.
    meta: { reads: ['content', 'membership', 'skillPractice', 'profile'] },
  });

/** A failure shows 'Could not fetch recommendations' once per failure. */
export function useRecommendations(enabled: boolean, limit = 3) {
  const query = useQuery({ ...recommendationsQueryOptions(limit), enabled });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Could not fetch recommendations', error);
  }, [isError, error, errorUpdatedAt]);
  return query;
}
