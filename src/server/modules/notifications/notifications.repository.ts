import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
import { posts } from '../community/community.table';
import { profiles } from '../profiles/profiles.table';
import { notificationStates, notifications } from './notifications.table';

/** As notifications_user_idx declares them after user_id. */
export const notificationKeys: KeyColumn[] = [
  { column: notifications.createdAt, direction: 'desc', type: 'timestamp' },
  { column: notifications.id, direction: 'desc', type: 'uuid' },
];

/** How many characters of the post or reply a notification quotes, as plain text. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;
const excerptOf = (markdown: string) => markdownExcerpt(markdown, NOTIFICATION_EXCERPT_LENGTH);

export interface NewNotification {
  userId: string;
  kind: 'reply' | 'answer' | 'mention';
  postId: string;
  actorId: string;
  /** The Markdown quoted: stored as its plain-text excerpt. */
  excerpt: string;
}

export async function insertNotification(db: DbOrTx, values: NewNotification): Promise<void> {
  await db.insert(notifications).values({ ...values, excerpt: excerptOf(values.excerpt) });
}

/** A like joins the member's unread like notification of that post (count + 1, newest liker), or starts one. */
export async function notifyLike(
  db: DbOrTx,
  values: { userId: string; postId: string; actorId: string; excerpt: string },
): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...values, kind: 'like', count: 1, excerpt: excerptOf(values.excerpt) })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.postId],
      targetWhere: sql`${notifications.kind} = 'like' and ${notifications.readAt} is null`,
      set: {
        count: sql`${notifications.count} + 1`,
        actorId: values.actorId,
        createdAt: sql`now()`,
      },
    });
}

/** A word of care for a member whose post someone reported as a risk to themselves: once per post, no actor. */
export async function notifyCare(db: DbOrTx, values: { userId: string; postId: string }): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...values, kind: 'care', actorId: null, excerpt: '' })
    .onConflictDoNothing({
      target: [notifications.userId, notifications.postId],
      where: sql`${notifications.kind} = 'care'`,
    });
}

export async function listNotifications(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      postId: notifications.postId,
      actorUsername: profiles.username,
      count: notifications.count,
      postTitle: sql<string>`coalesce(${posts.title}, '')`,
      excerpt: notifications.excerpt,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      ...page.keyFields,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .where(and(eq(notifications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows[0]?.n ?? 0;
}

/**
 * Tells a member who reported a post or reply what the moderators decided, in the decision's transaction: no
 * actor (the moderators decide together), the post when it is still there, the outcome in words.
 */
export async function notifyReportOutcome(
  db: DbOrTx,
  values: { userId: string; postId: string | null; outcome: string },
): Promise<void> {
  await db.insert(notifications).values({
    userId: values.userId,
    kind: 'report_outcome',
    postId: values.postId,
    actorId: null,
    excerpt: values.outcome,
  });
}

/** The unread notifications that came after the member last opened the bell (on notifications_user_idx). */
export async function countUnseen(db: DbOrTx, userId: string): Promise<number> {
  const seenAt = db
    .select({ seenAt: notificationStates.seenAt })
    .from(notificationStates)
    .where(eq(notificationStates.userId, userId));
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`${notifications.createdAt} > coalesce((${seenAt}), '-infinity'::timestamptz)`,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** The member opened the bell now. */
export async function markSeen(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(notificationStates)
    .values({ userId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: notificationStates.userId, set: { seenAt: sql`now()` } });
}

/** Marks some (or, with ids undefined, all) of the member's notifications read. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
