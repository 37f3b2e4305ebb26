import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { useErrorToast } from '../hooks/use-error-toast';
import { communityKey } from './community-keys';

// The forum's first screen reads these: their schemas (and the Intl set-up their messages cost at load) come
// beside the answer in development and tests only; a built app takes the answer as the server serialised it
// through the same schemas (see apiRequest's validate).
const channelListSchema = lazySchema(
  () => import('@shared/community/community.schemas'),
  'channelListSchema',
);

export const channelsKey = [...communityKey, 'channels'] as const;

/** The forum channels in the §9 order, each saying whether the member may open it. */
export function fetchChannels(signal?: AbortSignal) {
  return apiRequest('/api/community/channels', {
    schema: channelListSchema,
    validate: 'development',
    signal,
  });
}

export const channelsQueryOptions = queryOptions({
  queryKey: channelsKey,
  queryFn: ({ signal }) => fetchChannels(signal),
  staleTime: 5 * 60_000,
  // Each channel says whether the member's tier may open it.
  meta: { reads: ['forum', 'membership'] },
});

export function useChannels() {
  const query = useQuery(channelsQueryOptions);
  useErrorToast(query, 'Error fetching channels');
  return query;
}
