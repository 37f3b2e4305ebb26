import { sql, type SQL } from 'drizzle-orm';

// SQL pieces that place rows in a member's days. Read-only: the progress repository builds its statements from
// them, and the dashboard (modules/dashboard) puts the active days into its single statement.

/** The member's frame for counting days. */
export interface DayFrame {
  userId: string;
  timeZone: string;
  endOfDayHour: number;
  from: string;
  to: string;
}

/** The member's day of a timestamp, in SQL: their wall clock, shifted back by the end-of-day hour. */
export function dayOf(ts: SQL, f: DayFrame): SQL {
  return sql`to_char((${ts} at time zone ${f.timeZone}) - make_interval(hours => ${f.endOfDayHour}::int), 'YYYY-MM-DD')`;
}

/**
 * An index-friendly window on a timestamp column around the requested days (every zone and day end
 * fits in it); the exact day filter is then applied to the computed day.
 */
export function dayWindow(ts: SQL, f: DayFrame): SQL {
  return sql`${ts} >= (${f.from}::date - 2)::timestamptz and ${ts} < (${f.to}::date + 3)::timestamptz`;
}

/**
 * The member's summaries of the requested days (member_days: one row a day whatever the history, built in the
 * member's frame), read on its primary key (user_id, day).
 */
export const inRange = (f: DayFrame) =>
  sql`d.user_id = ${f.userId} and d.day between ${f.from}::date and ${f.to}::date`;

/**
 * The member's day of a timestamp as a date. Grouped and compared as dates and written as text once per day shown:
 * to_char on every row was most of a year's overview in PostgreSQL.
 */
export function memberDateOf(ts: SQL, f: DayFrame): SQL {
  return sql`((${ts} at time zone ${f.timeZone}) - make_interval(hours => ${f.endOfDayHour}::int))::date`;
}

/**
 * Days with any activity (an entry or a practised skill) from `from` to `to`, as one JSON list of day offsets
 * from `to` (0 today, -1 the day before), read from the member's summaries alone: each day's practice is counted
 * there when it is written (it was every completion of the range converted to a member day on each read, most of
 * a year's dashboard in PostgreSQL).
 */
export const activeDayOffsetsQuery = (f: DayFrame) =>
  sql`select coalesce(json_agg(d.day - ${f.to}::date), '[]'::json) from member_days d
       where ${inRange(f)} and (d.entries > 0 or d.practice > 0)`;
