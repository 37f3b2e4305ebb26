import { bigint, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Session generations kept in the database, for PostgreSQL shared by processes without Redis: a member's mark is
 * the sequence value of their last change (see session-cache.ts). No foreign key: a member is marked after
 * their account is deleted too.
 */
export const sessionMarkSequence = pgSequence('session_mark_seq');

export const sessionMarks = pgTable('session_marks', {
  userId: text('user_id').primaryKey(),
  mark: bigint('mark', { mode: 'number' }).notNull(),
});
