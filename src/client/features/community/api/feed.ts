import { useInfiniteQuery } from '@tanstack/react-query';
import { postPageSchema, type FeedFilter } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

export interface FeedParams {
  channel: string;
  filter: FeedFilter;
  q: string;
}

export const feedKey = (params: FeedParams) => [...communityKey, 'feed', params] as const;

/** One page of the feed; `cursor` is the previous page's nextCursor. */
export function fetchFeedPage(params: FeedParams, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ channel: params.channel, filter: params.filter });
  if (params.q) search.set('q', params.q);
  if (cursor) search.set('cursor', cursor);
  return apiRequest(`/api/community/posts?${search}`, { schema: postPageSchema, signal });
}

/** The feed, a page at a time ("Load more"). */
export function useFeed(params: FeedParams) {
  const query = useInfiniteQuery({
    queryKey: feedKey(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchFeedPage(params, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: FORUM_WITH_AUTHORS },
  });
  useErrorToast(query, 'Error fetching posts');
  return { ...query, posts: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
