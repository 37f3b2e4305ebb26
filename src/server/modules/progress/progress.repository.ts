import { sql, type SQL } from 'drizzle-orm';
import { CALENDAR_DATE_TIME_PATTERN } from '@shared/api/dates';
import type { DbOrTx } from '../../db/client';

/** The member's frame for counting days. */
export interface DayFrame {
  userId: string;
  timeZone: string;
  endOfDayHour: number;
  from: string;
  to: string;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The member's day of a timestamp, in SQL: their wall clock, shifted back by the end-of-day hour. */
function dayOf(ts: SQL, f: DayFrame): SQL {
  return sql`to_char((${ts} at time zone ${f.timeZone}) - make_interval(hours => ${f.endOfDayHour}::int), 'YYYY-MM-DD')`;
}

/**
 * An index-friendly window on a timestamp column around the requested days (every zone and day end
 * fits in it); the exact day filter is then applied to the computed day.
 */
function window(ts: SQL, f: DayFrame): SQL {
  return sql`${ts} >= (${f.from}::date - 2)::timestamptz and ${ts} < (${f.to}::date + 3)::timestamptz`;
}

const entryDay = (f: DayFrame) => dayOf(sql`e.created_at`, f);

/** Entries and practised skills per member day. */
export function activityPerDay(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; entries: number; practice: number }>(
    db,
    sql`select day, sum(entries)::int as entries, sum(practice)::int as practice from (
          select ${entryDay(f)} as day, 1 as entries, 0 as practice from tool_entries e
           where e.user_id = ${f.userId} and ${window(sql`e.created_at`, f)}
          union all
          select ${dayOf(sql`c.completed_at`, f)}, 0, 1 from skill_completions c
           where c.user_id = ${f.userId} and ${window(sql`c.completed_at`, f)}
        ) a where day between ${f.from} and ${f.to} group by day order by day`,
  );
}

/** Skills practised per day and category. */
export function practicePerDayAndCategory(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; categoryId: string; category: string; count: number }>(
    db,
    sql`select * from (
          select ${dayOf(sql`c.completed_at`, f)} as day, k.id as "categoryId", k.title as category,
                 count(*)::int as count
            from skill_completions c join skills s on s.id = c.skill_id join skill_categories k on k.id = s.category_id
           where c.user_id = ${f.userId} and ${window(sql`c.completed_at`, f)}
           group by 1, 2, 3) t
         where day between ${f.from} and ${f.to} order by day, "categoryId"`,
  );
}

/** Entries per tool per week (weeks start on Monday, in the member's days). */
export function entriesPerToolPerWeek(db: DbOrTx, f: DayFrame) {
  return rows<{ week: string; toolKey: string; count: number }>(
    db,
    sql`select to_char(date_trunc('week', day::date), 'YYYY-MM-DD') as week, tool_key as "toolKey",
               count(*)::int as count
          from (select ${entryDay(f)} as day, e.tool_key from tool_entries e
                 where e.user_id = ${f.userId} and ${window(sql`e.created_at`, f)}) t
         where day between ${f.from} and ${f.to}
         group by 1, 2 order by 1, 2`,
  );
}

/**
 * A date-time stored in an entry's data as timestamptz, or null when it is none the schema accepts today:
 * rows saved before dates were strict may hold 0000-01-01 or a +23:59 offset, and a failed cast would fail
 * the whole query. CASE keeps the cast behind the test (a WHERE clause may be evaluated in any order).
 */
export function storedTimestamp(text: SQL): SQL {
  return sql`(case when (${text}) ~ ${CALENDAR_DATE_TIME_PATTERN} then (${text})::timestamptz end)`;
}

const focusTime = storedTimestamp(sql`e.data->>'completedAt'`);

/** Focus minutes per day, from the Pomodoro sessions' completion time. */
export function focusPerDay(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; minutes: number; sessions: number }>(
    db,
    sql`select day, round(sum(minutes))::int as minutes, count(*)::int as sessions from (
          select ${dayOf(focusTime, f)} as day, (e.data->>'duration')::numeric as minutes
            from tool_entries e
           where e.user_id = ${f.userId} and e.tool_key = 'pomodoro-timer' and ${window(sql`e.created_at`, f)}) t
         where day between ${f.from} and ${f.to} group by day order by day`,
  );
}

/** Focus minutes per task over the range. */
export function focusPerTask(db: DbOrTx, f: DayFrame) {
  return rows<{ task: string; minutes: number }>(
    db,
    sql`select task, round(sum(minutes))::int as minutes from (
          select ${dayOf(focusTime, f)} as day, coalesce(nullif(e.data->>'task', ''), 'No task') as task,
                 (e.data->>'duration')::numeric as minutes
            from tool_entries e
           where e.user_id = ${f.userId} and e.tool_key = 'pomodoro-timer' and ${window(sql`e.created_at`, f)}) t
         where day between ${f.from} and ${f.to} group by task order by minutes desc, task limit 20`,
  );
}

const journal = (f: DayFrame) =>
  sql`select ${entryDay(f)} as day, e.data from tool_entries e
       where e.user_id = ${f.userId} and e.tool_key = 'self-awareness-journal' and ${window(sql`e.created_at`, f)}`;

/** Average journal mood (1–5) per day. */
export function moodPerDay(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string; mood: number; entries: number }>(
    db,
    sql`select day, round(avg((data->>'mood')::numeric), 2)::float as mood, count(*)::int as entries
          from (${journal(f)}) j where day between ${f.from} and ${f.to} group by day order by day`,
  );
}

/** How often each emotion was tagged in the journal. */
export function emotionCounts(db: DbOrTx, f: DayFrame) {
  return rows<{ emotion: string; count: number }>(
    db,
    sql`select lower(emotion) as emotion, count(*)::int as count
          from (${journal(f)}) j, jsonb_array_elements_text(j.data->'emotions') as emotion
         where day between ${f.from} and ${f.to} group by 1 order by count desc, emotion limit 12`,
  );
}

/** The member's habits (a handful of rows; completions are their days done). */
export function habits(db: DbOrTx, f: DayFrame) {
  return rows<{ id: string; data: unknown; createdDay: string }>(
    db,
    sql`select id, data, ${dayOf(sql`created_at`, f)} as "createdDay" from tool_entries
         where user_id = ${f.userId} and tool_key = 'habit-tracker' order by created_at limit 50`,
  );
}

/** Days with any activity (an entry or a practised skill) up to `to`, over a window long enough for streaks. */
export function activeDays(db: DbOrTx, f: DayFrame) {
  return rows<{ day: string }>(
    db,
    sql`select distinct day from (
          select ${entryDay(f)} as day from tool_entries e
           where e.user_id = ${f.userId} and ${window(sql`e.created_at`, f)}
          union
          select ${dayOf(sql`c.completed_at`, f)} from skill_completions c
           where c.user_id = ${f.userId} and ${window(sql`c.completed_at`, f)}) d
         where day between ${f.from} and ${f.to}`,
  );
}
