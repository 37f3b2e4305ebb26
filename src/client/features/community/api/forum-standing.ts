import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumStandingSchema, type ForumStanding } from '@shared/community/trust';
import { apiRequest } from '@client/lib/api-client';
import { communityKey } from './community-keys';

const standingKey = [...communityKey, 'standing'] as const;

/** The member's own standing in the forum: their trust level, the next one's progress, a sanction in force. */
export function useForumStanding() {
  return useQuery({
    queryKey: standingKey,
    queryFn: ({ signal }) => apiRequest('/api/community/standing', { schema: forumStandingSchema, signal }),
    meta: { reads: ['forum'] },
  });
}

/** Tells the server the member spent `seconds` reading the topic; the answer is their standing after. */
export function useReportReading(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) =>
      apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/reading`, {
        method: 'POST',
        body: { seconds },
        schema: forumStandingSchema,
      }),
    // Only the member's own standing moves (set from the answer): no other screen needs refreshing.
    meta: { writes: [] },
    onSuccess: (standing: ForumStanding) => client.setQueryData(standingKey, standing),
  });
}
