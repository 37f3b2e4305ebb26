import { useQuery } from '@tanstack/react-query';
import { channelListSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { communityKey } from './community-keys';

export const channelsKey = [...communityKey, 'channels'] as const;

/** The forum channels in the §9 order, each saying whether the member may open it. */
export function fetchChannels(signal?: AbortSignal) {
  return apiRequest('/api/community/channels', { schema: channelListSchema, signal });
}

export function useChannels() {
  const query = useQuery({
    queryKey: channelsKey,
    queryFn: ({ signal }) => fetchChannels(signal),
    staleTime: 5 * 60_000,
    // Each channel says whether the member's tier may open it.
    meta: { reads: ['forum', 'membership'] },
  });
  useErrorToast(query, 'Error fetching channels');
  return query;
}
