import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

/** Every tool's entries, one row each; data is validated by the tool's schema before it is written. */
export const toolEntries = pgTable(
  'tool_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toolKey: text('tool_key').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's key for this write (Idempotency-Key): the same key again returns this entry. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    // Serves the history list: one member's entries of one tool, newest first, keyset on (created_at, id).
    index('tool_entries_user_tool_created_idx').on(t.userId, t.toolKey, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('tool_entries_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
  ],
);

export const toolSettings = pgTable(
  'tool_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toolKey: text('tool_key').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.toolKey] })],
);
