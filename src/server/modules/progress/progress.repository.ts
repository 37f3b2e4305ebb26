import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createStatementNames, executeNamed } from '../../db/named-statement';
import { activeDayOffsetsQuery, dayOf, inRange, memberDateOf, dayWindow, type DayFrame } from './day-frame';

const progressStatementNames = createStatementNames('progress');

/**
 * A progress statement's rows. Every value is a parameter, so each statement's text is its shape: it is
 * prepared once per connection under a name and only bound after (parsing and planning the year's active
 * days took PostgreSQL 0.4 ms of the streaks page's 1.8 ms).
 */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return executeNamed<T>(db, progressStatementNames, query);
}

const dayKey = sql`to_char(d.day, 'YYYY-MM-DD')`;

/** The active days of a range (an entry or a practised skill) and both counts of each. */
export interface ActivityPerDay {
  /** Each active day as its offset from `from` (0 the first day), with its entries and practice at the same index. */
  offsets: number[];
  entries: number[];
  practice: number[];
}

/**
 * Entries and practised skills per member day, from the summaries alone, as three JSON lists (one value to parse
 * instead of a row a day to map). The lists are built from the same rows in the same pass, so their indexes
 * match whatever order the rows come in.
 */
export async function activityPerDay(db: DbOrTx, f: DayFrame): Promise<ActivityPerDay> {
  const [row] = await rows<ActivityPerDay>(
    db,
    sql`select coalesce(json_agg(d.day - ${f.from}::date), '[]'::json) as offsets,
               coalesce(json_agg(d.entries), '[]'::json) as entries,
               coalesce(json_agg(d.practice), '[]'::json) as practice
          from member_days d where ${inRange(f)} and (d.entries > 0 or d.practice > 0)`,
  );
  return row ?? { offsets: [], entries: [], practice: [] };
}

/** Skills practised per day and category. */
export function practicePerDayAndCategory(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; categoryId: string; category: string; count: number }>(
    db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, t."categoryId", t.category, t.count from (
          select ${memberDateOf(sql`c.completed_at`, f)} as day, k.id as "categoryId", k.title as category,
                 count(*)::int as count
            from skill_completions c join skills s on s.id = c.skill_id join skill_categories k on k.id = s.category_id
           where c.user_id = ${f.userId} and ${dayWindow(sql`c.completed_at`, f)}
           group by 1, 2, 3) t
         where t.day between ${f.from}::date and ${f.to}::date order by t.day, t."categoryId"`,
  );
}

/** Entries per tool per week (weeks start on Monday, in the member's days). */
export function entriesPerToolPerWeek(db: DbOrTx, f: DayFrame) {
  return rows<{ week: string; toolKey: string; count: number }>(
    db,
    sql`select to_char(date_trunc('week', d.day::timestamp), 'YYYY-MM-DD') as week, t.key as "toolKey",
               sum(t.value::int)::int as count
          from member_days d, jsonb_each_text(d.entries_by_tool) t
         where ${inRange(f)}
         group by 1, 2 order by 1, 2`,
  );
}

/** Focus minutes per day, from the Pomodoro sessions' completion time. */
export function focusPerDay(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; minutes: number; sessions: number }>(
    db,
    sql`select ${dayKey} as day, round(d.focus_minutes)::int as minutes, d.focus_sessions as sessions
          from member_days d where ${inRange(f)} and d.focus_sessions > 0 order by d.day`,
  );
}

/** Focus minutes per task over the range (a task whose sessions lasted 0 minutes still shows). */
export function focusPerTask(db: DbOrTx, f: DayFrame) {
  return rows<{ task: string; minutes: number }>(
    db,
    sql`select t.task, round(sum(coalesce((d.focus_task_minutes->>t.task)::numeric, 0)))::int as minutes
          from member_days d, jsonb_object_keys(d.focus_task_sessions) t(task)
         where ${inRange(f)}
         group by t.task order by minutes desc, t.task limit 20`,
  );
}

/** Average journal mood (1–5) per day with journal entries. */
export function moodPerDay(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; mood: number | null; entries: number }>(
    db,
    sql`select ${dayKey} as day,
               case when d.mood_count > 0 then round(d.mood_sum / d.mood_count, 2)::float end as mood,
               d.journal_entries as entries
          from member_days d where ${inRange(f)} and d.journal_entries > 0 order by d.day`,
  );
}

/** How often each emotion was tagged in the journal (lower case). */
export function emotionCounts(db: DbOrTx, f: DayFrame) {
  return rows<{ emotion: string; count: number }>(
    db,
    sql`select t.key as emotion, sum(t.value::int)::int as count
          from member_days d, jsonb_each_text(d.emotions) t
         where ${inRange(f)}
         group by 1 order by count desc, emotion limit 12`,
  );
}

/** The member's habits (a handful of rows; completions are their days done). */
export const habitsQuery = (f: DayFrame) =>
  sql`select id, data, ${dayOf(sql`created_at`, f)} as "createdDay" from tool_entries
       where user_id = ${f.userId} and tool_key = 'habit-tracker' order by created_at limit 50`;

export function habits(db: DbOrTx, f: DayFrame) {
  return rows<{ id: string; data: unknown; createdDay: string }>(db, habitsQuery(f));
}

/** The active days (see activeDayOffsetsQuery) as offsets from `to` (0 that day, -1 the day before). */
export async function activeDayOffsets(db: DbOrTx, f: DayFrame): Promise<number[]> {
  const [row] = await rows<{ offsets: number[] }>(db, sql`select (${activeDayOffsetsQuery(f)}) as offsets`);
  return row?.offsets ?? [];
}

/** The average mood of a member day's journal entries (null without one), by the summaries' primary key. */
export async function journalMoodOn(db: DbOrTx, userId: string, day: string): Promise<number | null> {
  const found = await rows<{ mood: string | null }>(
    db,
    sql`select (mood_sum / nullif(mood_count, 0))::text as mood from member_days
        where user_id = ${userId} and day = ${day}::date`,
  );
  const mood = found[0]?.mood;
  return mood == null ? null : Math.round(Number(mood) * 10) / 10;
}
