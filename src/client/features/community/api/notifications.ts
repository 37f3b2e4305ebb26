import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationPageSchema } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';

export const notificationsKey = ['notifications'] as const;

/** A page of the member's notifications, newest first, with the unread count. */
export function fetchNotifications(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(`/api/notifications${query}`, { schema: notificationPageSchema, signal });
}

export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationsKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: 60_000,
    meta: { reads: ['notifications'] },
  });
  return {
    ...query,
    notifications: query.data?.pages.flatMap((p) => p.items) ?? [],
    unreadCount: query.data?.pages[0]?.unreadCount ?? 0,
  };
}
