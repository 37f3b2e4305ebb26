import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { adminPostPageSchema } from '@shared/admin/admin-community.schemas';
import { apiRequest } from '@client/lib/api-client';

export const adminCommunityPostsQueryKey = ['admin', 'community-posts'] as const;

export const fetchAdminCommunityPosts = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: '25' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/admin/community/posts?${params}`, { schema: adminPostPageSchema, signal });
};
export const deleteAdminCommunityPost = (id: string) =>
  apiRequest(`/api/admin/community/posts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() });

export function useAdminCommunityPosts(q: string) {
  return useInfiniteQuery({
    queryKey: [...adminCommunityPostsQueryKey, q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAdminCommunityPosts(q, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['forum'] },
  });
}

/** Deletes any post, and its reports with it (audited). */
export function useDeleteCommunityPost() {
  return useMutation({
    mutationFn: deleteAdminCommunityPost,
    meta: { writes: ['forum', 'reports', 'audit'] },
  });
}
