import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import type { Notification } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { notificationsKey } from './notifications';

interface NotificationPage {
  items: Notification[];
  nextCursor: string | null;
  unreadCount: number;
  unseenCount: number;
}

/** Opening the bell: its badge clears at once, and the server remembers the look (each stays unread). */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/notifications/seen', {
        method: 'POST',
        schema: z.object({ unseenCount: z.number() }),
      }),
    onMutate: () =>
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKey, (data) =>
        data
          ? { ...data, pages: data.pages.map((page, i) => (i === 0 ? { ...page, unseenCount: 0 } : page)) }
          : data,
      ),
    meta: { writes: ['notifications'] },
  });
}
