import { useInfiniteQuery } from '@tanstack/react-query';
import { replyPageSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

export const repliesKey = (postId: string) => [...communityKey, 'replies', postId] as const;

/** A page of replies: the accepted answer first, then oldest first. */
export function fetchReplies(postId: string, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (cursor) search.set('cursor', cursor);
  const query = search.size ? `?${search}` : '';
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/replies${query}`, {
    schema: replyPageSchema,
    signal,
  });
}

export function useReplies(postId: string) {
  const query = useInfiniteQuery({
    queryKey: repliesKey(postId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchReplies(postId, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: FORUM_WITH_AUTHORS },
  });
  useErrorToast(query, 'Error fetching replies');
  return { ...query, replies: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
