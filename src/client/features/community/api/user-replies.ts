import { useInfiniteQuery } from '@tanstack/react-query';
import { memberReplyPageSchema } from '@shared/community/member-activity.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useErrorToast } from '../hooks/use-error-toast';
import { FORUM_WITH_AUTHORS, communityKey } from './community-keys';

/** A member's replies (or only their accepted answers), newest first, a page at a time. */
export function useUserReplies(username: string, answers: boolean, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...communityKey, 'user-replies', username, answers] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams(answers ? { answers: 'true' } : {});
      if (pageParam) search.set('cursor', pageParam);
      const query = search.size ? `?${search}` : '';
      return apiRequest(`/api/community/users/${encodeURIComponent(username)}/replies${query}`, {
        schema: memberReplyPageSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: FORUM_WITH_AUTHORS },
    enabled,
  });
  useErrorToast(query, answers ? 'Error fetching accepted answers' : 'Error fetching replies');
  return { ...query, replies: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
