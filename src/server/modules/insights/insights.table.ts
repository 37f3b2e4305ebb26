import { date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

/**
 * A member's insights as last computed: at most once a member day (insights.service.ts), then served from here.
 * What is kept is the cards' own words and numbers, derived from the member's entries; gone with the account.
 */
export const memberInsights = pgTable('member_insights', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The member day (their zone and day end) these were computed on. */
  computedOn: date('computed_on', { mode: 'string' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  report: jsonb('report').notNull(),
});
