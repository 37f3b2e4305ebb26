import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { skillCompletions, skills } from '../content/content.table';
import { profiles } from '../profiles/profiles.table';
import { activeDayOffsetsQuery, type DayFrame } from '../progress/day-frame';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The member's figures of one day from its summary: the focus minutes completed that day, and the newest intention
 * entry dated that day. The summary maps each such entry to its creation time, so the newest (ties: the higher id)
 * is picked there and only that entry is read, by primary key (`offset 0` keeps the lookup apart: joined,
 * PostgreSQL walked the member's whole (user, tool, created) index, 33 ms for a member with 100 k entries a year).
 * Looking each of the day's intentions up in turn was 45 lookups a visit for that member, and a planner estimate
 * that lifted the statement past jit_above_cost (40 ms of compiling a visit) once other members' days filled the
 * table.
 */
const daySummaryQuery = (userId: string, day: string) =>
  sql`select round(d.focus_minutes)::int as "focusMinutes", i.id as "intentionId", i.data as "intentionData"
        from member_days d
        left join lateral (
          select e.id, e.data from (
              select k.key::uuid as id from jsonb_each(d.intentions) k
               order by k.value::numeric desc, k.key::uuid desc limit 1) n
            cross join lateral (select x.id, x.data, x.user_id from tool_entries x where x.id = n.id offset 0) e
           where e.user_id = d.user_id) i on true
       where d.user_id = ${userId} and d.day = ${day}::date`;

interface DaySummaryRow {
  focusMinutes: number;
  intentionId: string | null;
  intentionData: unknown;
}

function toDaySummary(summary: DaySummaryRow | undefined) {
  return {
    focusMinutes: summary?.focusMinutes ?? 0,
    intention: summary?.intentionId ? { id: summary.intentionId, data: summary.intentionData } : null,
  };
}

export async function findDaySummary(db: DbOrTx, userId: string, day: string) {
  return toDaySummary((await rows<DaySummaryRow>(db, daySummaryQuery(userId, day)))[0]);
}

export async function findLastPractisedSkill(db: DbOrTx, userId: string) {
  const found = await db
    .select({ id: skills.id, title: skills.title, completedAt: skillCompletions.completedAt })
    .from(skillCompletions)
    .innerJoin(skills, eq(skills.id, skillCompletions.skillId))
    .where(eq(skillCompletions.userId, userId))
    .orderBy(desc(skillCompletions.completedAt))
    .limit(1);
  return found[0] ?? null;
}

/**
 * The member's newest entries of any tool. tool_entries is indexed by (user_id, tool_key, created_at): the
 * recursive part walks the member's tools one index probe each (a loose index scan), then each tool gives its
 * newest `limit` entries in the index's order (nulls last, as it is declared), so the cost grows with the number
 * of tools, not with the history.
 */
const recentEntriesQuery = (userId: string, limit: number) =>
  sql`with recursive tools(tool_key) as (
          (select tool_key from tool_entries where user_id = ${userId} order by tool_key limit 1)
          union all
          select (select e.tool_key from tool_entries e
                   where e.user_id = ${userId} and e.tool_key > t.tool_key order by e.tool_key limit 1)
            from tools t where t.tool_key is not null
        )
        select r.id, r.tool_key as "toolKey", r.created_at as "createdAt"
          from tools t cross join lateral (
            select e.id, e.tool_key, e.created_at from tool_entries e
             where e.user_id = ${userId} and e.tool_key = t.tool_key
             order by e.created_at desc nulls last, e.id desc nulls last limit ${sql.raw(String(Math.trunc(limit)))}) r
         order by r.created_at desc, r.id desc limit ${sql.raw(String(Math.trunc(limit)))}`;

interface RecentEntryRow {
  id: string;
  toolKey: string;
  createdAt: string | Date;
}

const toRecentEntries = (found: RecentEntryRow[]) =>
  found.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));

export async function findRecentEntries(db: DbOrTx, userId: string, limit: number) {
  return toRecentEntries(await rows<RecentEntryRow>(db, recentEntriesQuery(userId, limit)));
}

/**
 * The member's habits as the dashboard shows them: whether each was done today, not its whole history (a year of
 * ticks per habit is what the progress page charts). Its ticks become `[today]` or `[]`; a habit whose stored
 * ticks are no list stays as stored, so it is skipped as before.
 */
const habitsTodayQuery = (userId: SQL | string, today: SQL | string) =>
  sql`select id, case when jsonb_typeof(data->'completions') = 'array'
                 then jsonb_set(data, '{completions}', case when (data->'completions') ? (${today})::text
                                                            then jsonb_build_array((${today})::text)
                                                            else '[]'::jsonb end)
                 else data end as data
        from tool_entries
       where user_id = ${userId} and tool_key = 'habit-tracker' order by created_at limit 50`;

/**
 * The skills the member has practised, one probe per skill of the library on skill_completions_user_skill_idx
 * (user_id, skill_id, completed_at desc nulls last): the library's size, not the member's history, sets the cost.
 * A scalar subquery, not `exists`, which the planner turned into a semi join reading every completion of the
 * member (365 a year of daily practice); ordered as the index is, so the probe is one index descent (unordered, the
 * planner may bet on a sequential scan meeting a row soon, which reads the whole table for a skill never practised).
 */
const practisedSkillsQuery = (userId: SQL | string) =>
  sql`select coalesce(json_agg(s.id order by s.id), '[]'::json) from skills s
       where (select true from skill_completions c where c.user_id = ${userId} and c.skill_id = s.id
               order by c.completed_at desc nulls last limit 1)`;

/**
 * The member's newest practice, the first entry of skill_completions_user_completed_idx: ordered as the index is
 * declared (nulls last; a plain `desc` is nulls first, which the index cannot give) and limited before the join,
 * so one index entry is read instead of every completion being sorted.
 */
const lastPractisedSkillQuery = (userId: string) =>
  sql`select s.id, s.title, c.completed_at as "completedAt"
        from (select skill_id, completed_at from skill_completions where user_id = ${userId}
               order by completed_at desc nulls last, id desc nulls last limit 1) c
        join skills s on s.id = c.skill_id`;

/**
 * Everything the dashboard reads of the member's own data, in ONE statement (each part a subquery on its own
 * index, returned as JSON): the day's summary, the habits, the streak's active days, the newest entries, the
 * last practised skill and the skills practised (for the recommendations). Eight round trips became one.
 */
function prepareDashboardFacts(db: DbOrTx) {
  // The frame as placeholders: the statement is planned once per connection, not on every visit (planning this
  // many subqueries cost more than running them).
  const frame = {
    userId: sql.placeholder('userId'),
    timeZone: sql.placeholder('timeZone'),
    endOfDayHour: sql.placeholder('endOfDayHour'),
    from: sql.placeholder('from'),
    to: sql.placeholder('to'),
  } as unknown as DayFrame;
  const json = (query: SQL) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;
  return db
    .select({
      day: sql<DaySummaryRow | null>`(select row_to_json(q) from (${daySummaryQuery(frame.userId, frame.to)}) q)`,
      habits: sql<{ id: string; data: unknown }[]>`${json(habitsTodayQuery(frame.userId, frame.to))}`,
      activeOffsets: sql<number[]>`(${activeDayOffsetsQuery(frame)})`,
      recent: sql<RecentEntryRow[]>`${json(recentEntriesQuery(frame.userId, RECENT_ENTRIES))}`,
      lastSkill: sql<{
        id: string;
        title: string;
        completedAt: string;
      } | null>`(select row_to_json(q) from (${lastPractisedSkillQuery(frame.userId)}) q)`,
      practised: sql<string[]>`(${practisedSkillsQuery(frame.userId)})`,
    })
    .from(profiles)
    .where(eq(profiles.id, frame.userId))
    .prepare('dashboard_facts');
}
const factStatements = new WeakMap<object, ReturnType<typeof prepareDashboardFacts>>();

/** How many of the newest entries the dashboard lists. */
export const RECENT_ENTRIES = 5;

/**
 * Everything the dashboard reads of the member's own data, in ONE prepared statement (each part a subquery on
 * its own index, returned as JSON): the day's summary, the habits, the streak's active days, the newest
 * entries, the last practised skill and the skills practised (for the recommendations).
 */
export async function findDashboardFacts(db: DbOrTx, frame: DayFrame) {
  let statement = factStatements.get(db);
  if (!statement) {
    statement = prepareDashboardFacts(db);
    factStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ...frame });
  return {
    ...toDaySummary(row?.day ?? undefined),
    habits: row?.habits ?? [],
    activeOffsets: row?.activeOffsets ?? [],
    recent: toRecentEntries(row?.recent ?? []),
    lastSkill: row?.lastSkill ? { ...row.lastSkill, completedAt: new Date(row.lastSkill.completedAt) } : null,
    practisedSkillIds: new Set(row?.practised ?? []),
  };
}
