import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sanctionKinds } from '@shared/community/trust';
import { user } from '../../account/auth.table';
import { posts } from '../community.table';

/**
 * A member's trust level and the reading that earns it (Discourse's user_stats): topics opened, seconds read,
 * days with a visit. No row is level 0 with nothing read. The counters move in the transaction of the reading.
 */
export const forumTrust = pgTable('forum_trust', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  trustLevel: smallint('trust_level').notNull().default(0),
  /** An admin set the level: reading no longer moves it. */
  levelLockedAt: timestamp('level_locked_at', { withTimezone: true }),
  topicsEntered: integer('topics_entered').notNull().default(0),
  readSeconds: integer('read_seconds').notNull().default(0),
  daysVisited: integer('days_visited').notNull().default(0),
  lastVisitDay: date('last_visit_day'),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
});

/** The topics a member has opened, once each (what topicsEntered counts). */
export const forumTopicReads = pgTable(
  'forum_topic_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('forum_topic_reads_post_idx').on(t.postId)],
);

/** A silence or suspension an admin put on a member, in force until ends_at (one at a time per member). */
export const forumSanctions = pgTable('forum_sanctions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: sanctionKinds }).notNull(),
  reason: text('reason').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The trust numbers an admin changed (one row; none means the defaults). Validated on every read. */
export const forumTrustSettings = pgTable(
  'forum_trust_settings',
  {
    id: integer('id').primaryKey(),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('forum_trust_settings_single_row', sql`${t.id} = 1`)],
);
