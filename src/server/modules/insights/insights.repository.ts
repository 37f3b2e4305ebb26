import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createStatementNames, executeNamed } from '../../db/named-statement';
import { inRange, type DayFrame } from '../progress/day-frame';

const insightStatementNames = createStatementNames('insights');

/** A member day with a journal mood, and what else the member did that day (from the day's summary). */
export interface MoodDay {
  day: string;
  mood: number;
  focusMinutes: number;
  gratitude: boolean;
  breathing: boolean;
}

/** The window's days with a mood, read from the member's summaries on their primary key: a row a day. */
export async function findMoodDays(db: DbOrTx, f: DayFrame): Promise<MoodDay[]> {
  const rows = await executeNamed<MoodDay>(
    db,
    insightStatementNames,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, (d.mood_sum / d.mood_count)::float8 as mood,
               d.focus_minutes::float8 as "focusMinutes",
               coalesce((d.entries_by_tool->>'gratitude-log')::int, 0) > 0 as gratitude,
               coalesce((d.entries_by_tool->>'mindful-breathing')::int, 0) > 0 as breathing
          from member_days d
         where ${inRange(f)} and d.mood_count > 0
         order by d.day`,
  );
  return rows.map((row) => ({ ...row, mood: Number(row.mood), focusMinutes: Number(row.focusMinutes) }));
}

/** How often each thinking trap was named, by ISO weekday (1 Monday) and part of the day (0 night … 3 evening). */
export interface TrapMentions {
  trap: string;
  weekday: number;
  part: number;
  count: number;
  /** Thought records in the window, whatever they named. */
  records: number;
}

/**
 * The thinking traps named in the window's thought records, on the member's clock. Reads the member's thought
 * records of the window through the history index (user, tool, created_at).
 */
export async function findTrapMentions(
  db: DbOrTx,
  f: { userId: string; timeZone: string; since: Date },
): Promise<TrapMentions[]> {
  return executeNamed<TrapMentions>(
    db,
    insightStatementNames,
    sql`with records as (
          select (e.created_at at time zone ${f.timeZone}) as local, e.data->'distortions' as traps
            from tool_entries e
           where e.user_id = ${f.userId} and e.tool_key = 'thought-record-builder'
             and e.created_at >= ${f.since.toISOString()}::timestamptz
        )
        select t.trap, extract(isodow from r.local)::int as weekday,
               (extract(hour from r.local)::int / 6) as part, count(*)::int as count,
               (select count(*) from records)::int as records
          from records r, jsonb_array_elements_text(case when jsonb_typeof(r.traps) = 'array' then r.traps else '[]'::jsonb end) t(trap)
         group by 1, 2, 3`,
  );
}

export interface RegulationPair {
  skill: string;
  before: number;
  after: number;
}

/** Uses of the DBT skills in the window rated before and after, newest first (at most `limit`). */
export async function findRegulationPairs(
  db: DbOrTx,
  f: { userId: string; since: Date; limit: number },
): Promise<RegulationPair[]> {
  const rows = await executeNamed<RegulationPair>(
    db,
    insightStatementNames,
    sql`select e.data->>'skill' as skill, (e.data->>'intensityBefore')::float8 as before,
               (e.data->>'intensityAfter')::float8 as after
          from tool_entries e
         where e.user_id = ${f.userId} and e.tool_key = 'emotional-regulation-tool'
           and e.created_at >= ${f.since.toISOString()}::timestamptz
           and jsonb_typeof(e.data->'intensityAfter') = 'number'
           and jsonb_typeof(e.data->'intensityBefore') = 'number'
         order by e.created_at desc
         limit ${f.limit}`,
  );
  return rows.map((row) => ({ ...row, before: Number(row.before), after: Number(row.after) }));
}

const storedReport = (userId: string) =>
  sql`select to_char(computed_on, 'YYYY-MM-DD') as "computedOn", report from member_insights where user_id = ${userId}`;

/** The member's insights as last computed (a plain read: the day's computed report is served from here). */
export async function findStoredReport(
  db: DbOrTx,
  userId: string,
): Promise<{ computedOn: string; report: unknown } | null> {
  const [row] = await executeNamed<{ computedOn: string; report: unknown }>(
    db,
    insightStatementNames,
    storedReport(userId),
  );
  return row ?? null;
}

/** The member's insights as last computed, locked for this transaction (one computation a day at a time). */
export async function lockStoredReport(
  db: DbOrTx,
  userId: string,
): Promise<{ computedOn: string; report: unknown } | null> {
  // The row is made first, so two first requests of a member wait on the same row instead of both computing.
  await executeNamed(
    db,
    insightStatementNames,
    sql`insert into member_insights (user_id, computed_on, report) values (${userId}, '1970-01-01', 'null'::jsonb)
        on conflict (user_id) do nothing`,
  );
  const [row] = await executeNamed<{ computedOn: string; report: unknown }>(
    db,
    insightStatementNames,
    sql`${storedReport(userId)} for update`,
  );
  return row ?? null;
}

export async function storeReport(db: DbOrTx, userId: string, computedOn: string, report: unknown) {
  await executeNamed(
    db,
    insightStatementNames,
    sql`update member_insights set computed_on = ${computedOn}::date, computed_at = now(), report = ${JSON.stringify(report)}::jsonb
         where user_id = ${userId}`,
  );
}
