import { useQuery } from '@tanstack/react-query';
import { communityStatsSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { communityKey } from './community-keys';

export const statsKey = [...communityKey, 'stats'] as const;

export function fetchStats(signal?: AbortSignal) {
  return apiRequest('/api/community/stats', { schema: communityStatsSchema, signal });
}

export function useCommunityStats() {
  const query = useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => fetchStats(signal),
    meta: { reads: ['forum'] },
  });
  useErrorToast(query, 'Error fetching community stats');
  return query;
}
