import { queryOptions, useQuery } from '@tanstack/react-query';
import { postSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

export const postKey = (postId: string) => [...communityKey, 'post', postId] as const;

export function fetchPost(postId: string, signal?: AbortSignal) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}`, { schema: postSchema, signal });
}

export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKey(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    meta: { reads: FORUM_WITH_AUTHORS },
  });

export function usePost(postId: string) {
  const query = useQuery(postQueryOptions(postId));
  useErrorToast(query, 'Error fetching post');
  return query;
}
