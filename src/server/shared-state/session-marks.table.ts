import { bigint, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The members' stamps kept in the database (the StampStore of postgres-state.ts, which alone writes them), for
 * PostgreSQL shared by processes without Redis: a member's mark is the sequence value of their last change. The
 * session lookup reads it in its own statement (modules/account/session-cache.ts). No foreign key: a member is
 * marked after their account is deleted too.
 */
export const sessionMarkSequence = pgSequence('session_mark_seq');

export const sessionMarks = pgTable('session_marks', {
  userId: text('user_id').primaryKey(),
  mark: bigint('mark', { mode: 'number' }).notNull(),
});
