import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { FeedFilter } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

// Read on the forum's first screen: see channels.ts.
const postPageSchema = lazySchema(() => import('@shared/community/community.schemas'), 'postPageSchema');

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
  return apiRequest(`/api/community/posts?${search}`, {
    schema: postPageSchema,
    validate: 'development',
    signal,
  });
}

/**
 * The feed, a page at a time ("Load more"). A page of posts arriving is rendered in a deferred render, which
 * React splits into small slices, rather than at once and in one piece (a query update renders at once
 * otherwise: about 60 ms of main thread on a phone for a first page). Posts and status are deferred together,
 * so the list never shows one without the other.
 */
export const feedQueryOptions = (params: FeedParams) => ({
  queryKey: feedKey(params),
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    fetchFeedPage(params, pageParam, signal),
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
  meta: { reads: FORUM_WITH_AUTHORS },
});

export function useFeed(params: FeedParams) {
  const query = useInfiniteQuery(feedQueryOptions(params));
  useErrorToast(query, 'Error fetching posts');
  const data = useDeferredValue(query.data);
  const status = useDeferredValue(query.status);
  const posts = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  return { ...query, posts, isPending: status === 'pending', isError: status === 'error' };
}
