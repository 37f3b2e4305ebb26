import type { Database, DbOrTx } from '../../db/client';
import { keysetPage } from '../../lib/keyset';
import { isUuid } from '../../lib/uuid';
import type { Viewer } from '../../lib/viewer';
import * as repo from './notifications.repository';
import { hasBlocked } from '../community/connections/connections.service';

/** Tells a member of a reply to their post, or of their reply accepted as the answer, in the writer's transaction. */
export async function notify(tx: DbOrTx, notice: repo.NewNotification): Promise<void> {
  // A member who blocked the actor is not told.
  if (await hasBlocked(tx, notice.userId, notice.actorId)) return;
  await repo.insertNotification(tx, notice);
}

/** Tells a member their post was liked (joining their unread notice of that post), in the writer's transaction. */
export async function notifyLike(
  tx: DbOrTx,
  like: { userId: string; postId: string; actorId: string; excerpt: string },
): Promise<void> {
  if (await hasBlocked(tx, like.userId, like.actorId)) return;
  await repo.notifyLike(tx, like);
}

/**
 * Offers a member help, privately, after someone reported their post or reply as a sign they may harm
 * themselves (once per post; nobody is named), in the reporter's transaction.
 */
export function notifyCare(tx: DbOrTx, care: { userId: string; postId: string }): Promise<void> {
  return repo.notifyCare(tx, care);
}

/** What a reporter is told of the moderators' decision. */
export function reportOutcomeText(decision: {
  status: 'resolved' | 'dismissed';
  action: 'hide' | 'delete' | 'restore' | null;
}): string {
  if (decision.status === 'dismissed')
    return 'A moderator looked at it and found it within the community guidelines. Thank you for looking out for others.';
  if (decision.action === 'delete') return 'A moderator agreed and removed it. Thank you for reporting it.';
  if (decision.action === 'hide') return 'A moderator agreed and hid it. Thank you for reporting it.';
  return 'A moderator looked at it and dealt with it. Thank you for reporting it.';
}

/** Tells each member who reported an item the outcome, once each, in the decision's transaction. */
export async function notifyReportOutcomes(
  tx: DbOrTx,
  outcome: {
    reporterIds: (string | null)[];
    postId: string | null;
    status: 'resolved' | 'dismissed';
    action: 'hide' | 'delete' | 'restore' | null;
  },
): Promise<void> {
  const text = reportOutcomeText(outcome);
  for (const userId of new Set(outcome.reporterIds.filter((id): id is string => id !== null)))
    await repo.notifyReportOutcome(tx, { userId, postId: outcome.postId, outcome: text });
}

/** The viewer's notifications, newest first (keyset), with how many are unread. */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  query: { cursor?: string; limit: number },
) {
  const page = keysetPage(repo.notificationKeys, query.cursor, query.limit);
  const rows = await repo.listNotifications(db, viewer.userId, page);
  const { items, nextCursor } = page.finish(rows);
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      postId: row.postId,
      actorUsername: row.actorUsername,
      count: row.count,
      postTitle: row.postTitle,
      excerpt: row.excerpt,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
    unreadCount: await repo.countUnread(db, viewer.userId),
    unseenCount: await repo.countUnseen(db, viewer.userId),
  };
}

/** The member opened the bell: its badge starts again from zero (what is unread stays unread). */
export async function markNotificationsSeen(db: Database, viewer: Viewer) {
  await repo.markSeen(db, viewer.userId);
  return { unseenCount: 0 };
}

/** Marks the given ids (only the viewer's own; others are ignored) or all as read. */
export async function markNotificationsRead(
  db: Database,
  viewer: Viewer,
  input: { ids: string[] } | { all: true },
) {
  const ids = 'ids' in input ? input.ids.filter(isUuid) : undefined;
  if (!ids || ids.length > 0) await repo.markRead(db, viewer.userId, ids);
  return { unreadCount: await repo.countUnread(db, viewer.userId) };
}
