import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { useErrorToast } from '../hooks/use-error-toast';
import { communityKey } from './community-keys';

// Read on the forum's first screen: see channels.ts.
const communityStatsSchema = lazySchema(
  () => import('@shared/community/community.schemas'),
  'communityStatsSchema',
);

export const statsKey = [...communityKey, 'stats'] as const;

export function fetchStats(signal?: AbortSignal) {
  return apiRequest('/api/community/stats', {
    schema: communityStatsSchema,
    validate: 'development',
    signal,
  });
}

export const statsQueryOptions = queryOptions({
  queryKey: statsKey,
  queryFn: ({ signal }) => fetchStats(signal),
  meta: { reads: ['forum'] },
});

export function useCommunityStats() {
  const query = useQuery(statsQueryOptions);
  useErrorToast(query, 'Error fetching community stats');
  return query;
}
