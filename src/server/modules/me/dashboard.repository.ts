import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { skillCompletions, skills } from '../content/content.table';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The member's figures of one day from its summary: the focus minutes completed that day, and the newest intention
 * entry dated that day (the summary lists them, so only they are read, by primary key).
 */
export async function findDaySummary(db: DbOrTx, userId: string, day: string) {
  const found = await rows<{ focusMinutes: number; intentionId: string | null; intentionData: unknown }>(
    db,
    sql`select round(d.focus_minutes)::int as "focusMinutes", i.id as "intentionId", i.data as "intentionData"
          from member_days d
          left join lateral (
            select e.id, e.data from jsonb_object_keys(d.intentions) k(id)
              join tool_entries e on e.id = k.id::uuid and e.user_id = d.user_id
             order by e.created_at desc, e.id desc limit 1) i on true
         where d.user_id = ${userId} and d.day = ${day}::date`,
  );
  const summary = found[0];
  return {
    focusMinutes: summary?.focusMinutes ?? 0,
    intention: summary?.intentionId ? { id: summary.intentionId, data: summary.intentionData } : null,
  };
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
export async function findRecentEntries(db: DbOrTx, userId: string, limit: number) {
  const found = await rows<{ id: string; toolKey: string; createdAt: string | Date }>(
    db,
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
             order by e.created_at desc nulls last, e.id desc nulls last limit ${limit}) r
         order by r.created_at desc, r.id desc limit ${limit}`,
  );
  return found.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
