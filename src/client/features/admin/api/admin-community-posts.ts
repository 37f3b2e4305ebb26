import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminPostPageSchema } from '@shared/admin/admin-community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminCommunityPostsQueryKey = [...adminKey, 'community-posts'] as const;

/** A page of every channel's posts, matching `q` if given. */
export const fetchAdminCommunityPosts = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: '25' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/community/posts?${params}`, { schema: adminPostPageSchema, signal });
};

export const adminCommunityPostsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminCommunityPostsQueryKey, q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAdminCommunityPosts(q, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['forum'] },
  });

export function useAdminCommunityPosts(q: string) {
  return useInfiniteQuery(adminCommunityPostsQueryOptions(q));
}
