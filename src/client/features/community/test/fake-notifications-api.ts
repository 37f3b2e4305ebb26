import { markNotificationsReadSchema, notificationPageSchema } from '@shared/community/community.schemas';
import type * as z from '@shared/api/zod-mini';
import { byNewest, error, page, reply } from './fake-api-answers';
import type { FakeCommunityState } from './fake-community-api';

interface FakeRequest {
  route: string;
  cursor: string | null;
  body: unknown;
  /** The body, if the shared input schema accepts it (a refused one is recorded on the state). */
  check: <S extends z.core.$ZodType>(route: string, schema: S, body: unknown) => z.infer<S> | null;
}

/** The fake's notification routes: the bell's list, its "seen", and marking read; undefined for other routes. */
export function answerNotifications(
  state: FakeCommunityState,
  { route, cursor, body, check }: FakeRequest,
): Response | undefined {
  if (route === 'GET /api/notifications') {
    const items = [...state.notifications].sort(byNewest);
    return reply(notificationPageSchema, {
      ...page(items, cursor, 20),
      unreadCount: items.filter((n) => !n.readAt).length,
      unseenCount: items.filter(
        (n) => !n.readAt && (state.notificationsSeenAt === null || n.createdAt > state.notificationsSeenAt),
      ).length,
    });
  }
  if (route === 'POST /api/notifications/seen') {
    state.notificationsSeenAt = new Date().toISOString();
    return Response.json({ unseenCount: 0 });
  }
  if (route === 'POST /api/notifications/read') {
    const input = check(route, markNotificationsReadSchema, body);
    if (!input) return error(400, 'validation_failed', 'Bad ids.');
    const stamp = new Date().toISOString();
    for (const n of state.notifications) if ('all' in input || input.ids.includes(n.id)) n.readAt ??= stamp;
    return new Response(null, { status: 204 });
  }
  return undefined;
}
