// What members have written, inserted set-based in SQL for the members section of `npm run bench`: a short
// history for each of many members, and a member's days across the tools the dashboard and progress read.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';

type Db = DatabaseHandle['db'];

/** Statements stay near this many rows, as insertEntries keeps them. */
const BATCH_ROWS = 20_000;

/** `perMember` entries of one tool, an hour apart, for each of members `<prefix>-1` … `<prefix>-<count>`. */
export async function insertHistories(
  db: Db,
  prefix: string,
  count: number,
  toolKey: string,
  perMember: number,
) {
  await db.execute(sql`insert into tool_entries (user_id, tool_key, data, created_at)
    select ${prefix} || '-' || m, ${toolKey}, jsonb_build_object('items', jsonb_build_array('Thing ' || k)),
           now() - make_interval(hours => k)
    from generate_series(1, ${count}) m, generate_series(1, ${perMember}) k`);
  await db.execute(sql`analyze tool_entries`);
}

/**
 * `days` days of a member's life in the app, up to now: each day `entriesPerDay` entries in turn over the journal
 * (a mood and emotions), the gratitude log, three focus sessions and the day's intention, spread over twelve
 * hours; a practised skill a day; and five daily habits ticked three days in four.
 */
export async function insertActivity(db: Db, userId: string, days: number, entriesPerDay: number) {
  const tools = sql`array['self-awareness-journal', 'gratitude-log', 'pomodoro-timer', 'pomodoro-timer',
    'pomodoro-timer', 'intention-setting-tool']`;
  const daysPerBatch = Math.max(1, Math.floor(BATCH_ROWS / entriesPerDay));
  for (let first = 0; first < days; first += daysPerBatch) {
    const last = Math.min(days, first + daysPerBatch) - 1;
    await db.execute(sql`insert into tool_entries (user_id, tool_key, data, created_at, updated_at)
      select ${userId}, t.tool, case t.tool
          when 'self-awareness-journal' then jsonb_build_object('mode', 'free', 'text', 'A day of small steps',
            'mood', 1 + (d + i) % 5,
            'emotions', jsonb_build_array((array['calm', 'hopeful', 'tired', 'proud', 'anxious'])[1 + (d + i) % 5]))
          when 'gratitude-log' then jsonb_build_object('items', jsonb_build_array('A walk in the sun', 'Thing ' || i))
          when 'pomodoro-timer' then jsonb_build_object('task', 'Task ' || (i % 7), 'duration', 25,
            'completedAt', to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
          else jsonb_build_object('date', to_char((t.at at time zone 'UTC') - interval '4 hours', 'YYYY-MM-DD'),
            'intention', 'Be present', 'focusArea', 'Work')
        end, t.at, t.at
      from generate_series(${first}::int, ${last}::int) d, generate_series(0, ${entriesPerDay - 1}::int) i,
        lateral (select (${tools})[1 + i % 6] as tool,
          now() - make_interval(days => d) - make_interval(secs => i * 43200.0 / ${entriesPerDay}) as at) t`);
  }
  await db.execute(sql`insert into skill_completions (user_id, skill_id, completed_at)
    select ${userId}, s.ids[1 + d % array_length(s.ids, 1)], now() - make_interval(days => d, hours => 1)
    from generate_series(0, ${days - 1}::int) d, (select array_agg(id order by id) as ids from skills) s`);
  await db.execute(sql`insert into tool_entries (user_id, tool_key, data, created_at, updated_at)
    select ${userId}, 'habit-tracker', jsonb_build_object('name', 'Habit ' || h,
        'schedule', jsonb_build_object('type', 'daily'), 'archived', false,
        'completions', (select coalesce(jsonb_agg(to_char(current_date - d, 'YYYY-MM-DD') order by d desc), '[]')
          from generate_series(0, ${days - 1}::int) d where (d + h) % 4 <> 0)),
      now() - make_interval(days => ${days}), now()
    from generate_series(1, 5) h`);
  // As autovacuum does on a live server once a table has changed this much: every batch of entries rewrote its
  // days' summaries (6,588 dead row versions beside 740 live ones after the three volumes), and a read walking
  // those chains measured the seed, not the app (a year's active days: 930 buffers and 0.63 ms, 0.35 ms after).
  for (const table of ['tool_entries', 'skill_completions', 'member_days']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
