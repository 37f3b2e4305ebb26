import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
import { session } from '../account/auth.table';
import { contactMessages } from '../contact/contact.table';
import { notifications } from '../notifications/notifications.table';

// What the app keeps about the member beyond what they wrote in the tools and the forum: their sessions, the
// notifications they were sent and their messages to the team. Each read is scoped to them, a page at a time.

/** session_user_id_idx after user_id; newest first. */
export const ownSessionKeys: KeyColumn[] = [
  { column: session.createdAt, direction: 'desc', type: 'timestamp' },
  { column: session.id, direction: 'desc', type: 'text' },
];

/** One page of the member's sessions. The token is never read: it would sign in as the member. */
export function findOwnSessionsPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      createdAt: session.createdAt,
      lastActiveAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      ...page.keyFields,
    })
    .from(session)
    .where(and(eq(session.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/** notifications_user_idx after user_id; newest first. */
export const ownNotificationKeys: KeyColumn[] = [
  { column: notifications.createdAt, direction: 'desc', type: 'timestamp' },
  { column: notifications.id, direction: 'desc', type: 'uuid' },
];

/**
 * One page of the member's notifications. Who acted is left out (another member), and so is a reply
 * notification's excerpt, which quotes the other member's reply; a like's or an answer's quotes the member.
 */
export function findOwnNotificationsPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      kind: notifications.kind,
      postId: notifications.postId,
      count: notifications.count,
      excerpt: sql<
        string | null
      >`case when ${notifications.kind} = 'reply' then null else ${notifications.excerpt} end`,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      ...page.keyFields,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

// No index leads with contact_messages.user_id yet: the member's few messages are found by a scan and sorted.
/** Newest first. */
export const ownContactMessageKeys: KeyColumn[] = [
  { column: contactMessages.createdAt, direction: 'desc', type: 'timestamp' },
  { column: contactMessages.id, direction: 'desc', type: 'uuid' },
];

/**
 * One page of the messages the member sent to the team while signed in. A message sent signed out is not
 * matched by its e-mail address: the form accepts any address, so anyone could have written it.
 */
export function findOwnContactMessagesPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      ...page.keyFields,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type OwnSession = Awaited<ReturnType<typeof findOwnSessionsPage>>[number];
export type OwnNotification = Awaited<ReturnType<typeof findOwnNotificationsPage>>[number];
export type OwnContactMessage = Awaited<ReturnType<typeof findOwnContactMessagesPage>>[number];
