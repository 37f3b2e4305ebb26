import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isCalendarDate, isCalendarDateTime } from '@shared/api/dates';
import { memberDay } from '@shared/progress/member-day';
import type { DbOrTx } from '../../db/client';
import { dayPreferencesWithCurrentDays } from './member-days.service';

/** A member_days row as plain values, for comparing. */
export interface DaySummary {
  day: string;
  entries: number;
  entriesByTool: Record<string, number>;
  journalEntries: number;
  moodSum: number;
  moodCount: number;
  emotions: Record<string, number>;
  focusSessions: number;
  focusMinutes: number;
  focusTaskSessions: Record<string, number>;
  focusTaskMinutes: Record<string, number>;
  intentions: Record<string, number>;
  practice: number;
}

export interface StoredEntry {
  id: string;
  toolKey: string;
  data: unknown;
  createdAt: Date;
  /** createdAt in seconds since 1970 as PostgreSQL writes it (microseconds exact, which a Date is not). */
  createdEpoch: string;
}

const emptyDay = (day: string): DaySummary => ({
  day,
  entries: 0,
  entriesByTool: {},
  journalEntries: 0,
  moodSum: 0,
  moodCount: 0,
  emotions: {},
  focusSessions: 0,
  focusMinutes: 0,
  focusTaskSessions: {},
  focusTaskMinutes: {},
  intentions: {},
  practice: 0,
});

const add = (map: Record<string, number>, key: string, amount: number) => {
  map[key] = (map[key] ?? 0) + amount;
};
const withoutZeros = (map: Record<string, number>) =>
  Object.fromEntries(Object.entries(map).filter(([, value]) => value !== 0));
const field = (data: unknown, key: string): unknown =>
  data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)[key]
    : undefined;

/**
 * The reference: each member day's figures recomputed from the entries and the times skills were practised, one by
 * one, with memberDay() (the runtime's time zones, not the database's) and the shared date checks, as the
 * dashboard and progress define them.
 */
export function recomputeMemberDays(
  entries: StoredEntry[],
  timeZone: string,
  endOfDayHour: number,
  practisedAt: Date[] = [],
): DaySummary[] {
  const days = new Map<string, DaySummary>();
  const dayOf = (key: string) => {
    let summary = days.get(key);
    if (!summary) days.set(key, (summary = emptyDay(key)));
    return summary;
  };
  for (const entry of entries) {
    const created = dayOf(memberDay(entry.createdAt, timeZone, endOfDayHour));
    created.entries += 1;
    add(created.entriesByTool, entry.toolKey, 1);
    if (entry.toolKey === 'self-awareness-journal') {
      created.journalEntries += 1;
      const mood = field(entry.data, 'mood');
      if (typeof mood === 'number') {
        created.moodSum += mood;
        created.moodCount += 1;
      }
      const emotions = field(entry.data, 'emotions');
      if (Array.isArray(emotions)) {
        for (const emotion of emotions)
          if (typeof emotion === 'string') add(created.emotions, emotion.toLowerCase(), 1);
      }
    }
    const completedAt = field(entry.data, 'completedAt');
    if (entry.toolKey === 'pomodoro-timer' && isCalendarDateTime(completedAt)) {
      const focus = dayOf(memberDay(new Date(completedAt), timeZone, endOfDayHour));
      const duration = field(entry.data, 'duration');
      const minutes = typeof duration === 'number' ? duration : 0;
      const task = field(entry.data, 'task');
      const taskName = typeof task === 'string' && task !== '' ? task : 'No task';
      focus.focusSessions += 1;
      focus.focusMinutes += minutes;
      add(focus.focusTaskSessions, taskName, 1);
      add(focus.focusTaskMinutes, taskName, minutes);
    }
    const date = field(entry.data, 'date');
    if (entry.toolKey === 'intention-setting-tool' && isCalendarDate(date)) {
      // Its creation time, never 0 (a 0 would read as nothing left).
      add(dayOf(date).intentions, entry.id, Number(entry.createdEpoch) || 0.0000001);
    }
  }
  for (const at of practisedAt) dayOf(memberDay(at, timeZone, endOfDayHour)).practice += 1;
  return [...days.values()]
    .filter(
      (d) => d.entries > 0 || d.focusSessions > 0 || Object.keys(d.intentions).length > 0 || d.practice > 0,
    )
    .map((d) => ({ ...d, focusTaskMinutes: withoutZeros(d.focusTaskMinutes) }))
    .sort((a, b) => (a.day < b.day ? -1 : 1));
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A member's member_days rows, in day order, as plain values. */
export async function readMemberDays(db: DbOrTx, userId: string): Promise<DaySummary[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, entries, entries_by_tool, journal_entries, mood_sum::float8 as mood_sum,
               mood_count, emotions, focus_sessions, focus_minutes::float8 as focus_minutes, focus_task_sessions,
               focus_task_minutes, intentions, practice
          from member_days where user_id = ${userId} order by day`,
  );
  return found.map((r) => ({
    day: r.day as string,
    entries: r.entries as number,
    entriesByTool: r.entries_by_tool as Record<string, number>,
    journalEntries: r.journal_entries as number,
    moodSum: Number(r.mood_sum),
    moodCount: r.mood_count as number,
    emotions: r.emotions as Record<string, number>,
    focusSessions: r.focus_sessions as number,
    focusMinutes: Number(r.focus_minutes),
    focusTaskSessions: r.focus_task_sessions as Record<string, number>,
    focusTaskMinutes: r.focus_task_minutes as Record<string, number>,
    intentions: r.intentions as Record<string, number>,
    practice: r.practice as number,
  }));
}

/** A member's entries as stored. */
export function readEntries(db: DbOrTx, userId: string): Promise<StoredEntry[]> {
  return rows<{ id: string; toolKey: string; data: unknown; createdAt: string | Date; createdEpoch: string }>(
    db,
    sql`select id, tool_key as "toolKey", data, created_at as "createdAt",
               extract(epoch from created_at)::text as "createdEpoch"
          from tool_entries where user_id = ${userId}`,
  ).then((found) => found.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })));
}

/** When the member practised skills (their skill_completions), as stored. */
export async function readPractice(db: DbOrTx, userId: string): Promise<Date[]> {
  const found = await rows<{ completedAt: string | Date }>(
    db,
    sql`select completed_at as "completedAt" from skill_completions where user_id = ${userId}`,
  );
  return found.map((c) => new Date(c.completedAt));
}

/** A skill category with `count` skills made straight in the tables, for members to practise; the skills' ids. */
export async function insertSkills(db: DbOrTx, count: number): Promise<string[]> {
  const category = `category-${randomUUID()}`;
  await db.execute(sql`insert into skill_categories (id, title) values (${category}, 'Category')`);
  const ids = Array.from({ length: count }, () => `skill-${randomUUID()}`);
  for (const id of ids)
    await db.execute(sql`insert into skills (id, category_id, title) values (${id}, ${category}, 'Skill')`);
  return ids;
}

/** The frame a member's days were last built in, or null. */
export async function readFrame(db: DbOrTx, userId: string) {
  const found = await rows<{ timeZone: string; endOfDayHour: number }>(
    db,
    sql`select time_zone as "timeZone", end_of_day_hour as "endOfDayHour" from member_day_frames where user_id = ${userId}`,
  );
  return found[0] ?? null;
}

/** A member made straight in the tables (signing up hashes a password: too slow for a property test). */
export async function insertMember(
  db: DbOrTx,
  frame: { timeZone: string; endOfDayHour: number },
): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`insert into "user" (id, name, email) values (${id}, 'Member', ${`${id}@example.com`})`,
  );
  await db.execute(
    sql`insert into profiles (id, first_name, last_name, username, time_zone, end_of_day_hour)
        values (${id}, 'Member', 'Test', ${`member-${id}`}, ${frame.timeZone}, ${frame.endOfDayHour})`,
  );
  return id;
}

/**
 * `count` other members with their days built (UTC, the day ending at 04:00), so one member's rows are a small
 * share of each table, as on a real install; returns their ids as a SQL text[] for `unnest`.
 */
export async function insertOtherMembers(db: DbOrTx, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertMember(db, { timeZone: 'UTC', endOfDayHour: 4 });
    await dayPreferencesWithCurrentDays(db, id);
    ids.push(id);
  }
  return { ids, sqlArray: sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::text[]`) };
}

/** `count` daily habits with no ticks yet, for the member (what a busy member's page reads besides entries). */
export async function insertEmptyHabits(db: DbOrTx, userId: string, count: number): Promise<void> {
  await db.execute(
    sql`insert into tool_entries (user_id, tool_key, data)
        select ${userId}, 'habit-tracker', jsonb_build_object('name', 'Habit ' || g, 'schedule', jsonb_build_object('type', 'daily'),
                                                               'completions', '[]'::jsonb, 'archived', false)
          from generate_series(1, ${count}) g`,
  );
}
