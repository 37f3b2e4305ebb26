import { useInfiniteQuery } from '@tanstack/react-query';
import { postPageSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

export const userPostsKey = (username: string) => [...communityKey, 'user-posts', username] as const;

/** A member's posts, newest first, a page at a time. */
export function fetchUserPosts(username: string, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (cursor) search.set('cursor', cursor);
  const query = search.size ? `?${search}` : '';
  return apiRequest(`/api/community/users/${encodeURIComponent(username)}/posts${query}`, {
    schema: postPageSchema,
    signal,
  });
}

/** `enabled` waits for the profile, so an unknown member gives one failure, not two. */
export function useUserPosts(username: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: userPostsKey(username),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchUserPosts(username, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: FORUM_WITH_AUTHORS },
    enabled,
  });
  useErrorToast(query, 'Error fetching user posts');
  return { ...query, posts: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
