import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// The bell reads this on every member's page: the forum's schemas (and the Intl set-up their messages cost at
// load) are not fetched for it in a built app, as for the session and the settings (see apiRequest's validate).
const notificationPageSchema = lazySchema(
  () => import('@shared/community/community.schemas'),
  'notificationPageSchema',
);

export const notificationsKey = ['notifications'] as const;

/** A page of the member's notifications, newest first, with the unread count. */
export function fetchNotifications(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(`/api/notifications${query}`, {
    schema: notificationPageSchema,
    validate: 'development',
    signal,
  });
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
    /** What the bell's badge counts: unread and newer than the member's last look. */
    unseenCount: query.data?.pages[0]?.unseenCount ?? 0,
  };
}
