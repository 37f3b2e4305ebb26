import { date, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';
import { toolEntries } from '../tool-data/tool-data.table';

/** Each week a member reviewed or skipped (weeks run Monday to Sunday in their days); no row: not yet. */
export const weeklyReviews = pgTable(
  'weekly_reviews',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The Monday of the week reviewed. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** 'done' or 'skipped'. */
    outcome: text('outcome').notNull(),
    /** The intention set for the next week (an intention-setting-tool entry), while it exists. */
    intentionId: uuid('intention_id').references(() => toolEntries.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/** The weekday a member chose for their review (0 Sunday … 6 Saturday); no row: Sunday. */
export const weeklyReviewSettings = pgTable('weekly_review_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
});
