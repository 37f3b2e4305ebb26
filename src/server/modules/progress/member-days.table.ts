import { sql } from 'drizzle-orm';
import {
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

/** Counts by key (a tool, an emotion, a task, an intention's entry id); a key whose count reaches 0 is dropped. */
type CountMap = Record<string, number>;

/**
 * One row per member and member day with what the dashboard and progress show for it, so a year is 365 rows
 * whatever the member's history. Kept by the database itself: triggers on tool_entries (and, for the practice
 * count, on skill_completions) add and take away each written row's share in the same statement (any writer: the
 * API, a script, a seed, a cascade), and member_days_rebuild() builds a member's rows again from their entries
 * and practice (migrations 0009 and 0015). A row disappears when nothing is left on its day.
 */
export const memberDays = pgTable(
  'member_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Tool entries created on this member day, in all and by tool. */
    entries: integer('entries').notNull().default(0),
    entriesByTool: jsonb('entries_by_tool')
      .$type<CountMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Journal entries created on this day, the sum and count of their moods, the emotions they named (lower case). */
    journalEntries: integer('journal_entries').notNull().default(0),
    moodSum: numeric('mood_sum').notNull().default('0'),
    moodCount: integer('mood_count').notNull().default(0),
    emotions: jsonb('emotions')
      .$type<CountMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Focus sessions completed on this day (by their completedAt), their minutes, and both by task. */
    focusSessions: integer('focus_sessions').notNull().default(0),
    focusMinutes: numeric('focus_minutes').notNull().default('0'),
    focusTaskSessions: jsonb('focus_task_sessions')
      .$type<CountMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    focusTaskMinutes: jsonb('focus_task_minutes')
      .$type<CountMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Intention entries whose own date is this day: each entry's id and its creation time in seconds since 1970
     * (migration 0015), so the newest is found here and only it is read.
     */
    intentions: jsonb('intentions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Skills practised on this member day (skill_completions by their completedAt). */
    practice: integer('practice').notNull().default(0),
  },
  // Every read is one member's range of days.
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The frame a member's days were built in: their time zone (as the app resolves it) and end-of-day hour. Rows of
 * member_days exist for a member only with a frame; a reader whose profile names another frame rebuilds first.
 */
export const memberDayFrames = pgTable('member_day_frames', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  endOfDayHour: smallint('end_of_day_hour').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
