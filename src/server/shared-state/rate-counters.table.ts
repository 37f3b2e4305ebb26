import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate counters for processes that share PostgreSQL without Redis (postgres-state.ts), so a
 * limit holds however requests are spread. Windows that have ended are swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_ends_at_idx').on(t.endsAt)],
);
