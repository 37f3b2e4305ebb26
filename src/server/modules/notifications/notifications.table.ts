import { sql } from 'drizzle-orm';
import { notificationKinds } from '@shared/community/community.schemas';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';
import { posts } from '../community/community.table';

/** A member's notifications; likes on one post are grouped into one unread row. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** The post it is about; null for a report's outcome once the post was removed (migration 0025). */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    count: integer('count').notNull().default(1),
    excerpt: text('excerpt').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The one unread like notification per member and post that further likes are grouped into.
    uniqueIndex('notifications_unread_like_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.kind} = 'like' and ${t.readAt} is null`),
    // One word of care per member and post, however many members report it.
    uniqueIndex('notifications_care_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.kind} = 'care'`),
  ],
);

/**
 * When the member last opened the bell: the badge counts the unread notifications that came after it (opening the
 * bell clears the badge, as in Discourse, while each one stays unread until it is opened or all are marked read).
 */
export const notificationStates = pgTable('notification_states', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
