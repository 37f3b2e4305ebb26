import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { skillCompletions, skills } from '../content/content.table';
import { storedTimestamp } from '../progress/progress.repository';
import { toolEntries } from '../tool-data/tool-data.table';

/** Today's intention entry (by its own date field), newest first. */
export async function findIntentionFor(db: DbOrTx, userId: string, day: string) {
  const rows = await db
    .select({ id: toolEntries.id, data: toolEntries.data })
    .from(toolEntries)
    .where(
      and(
        eq(toolEntries.userId, userId),
        eq(toolEntries.toolKey, 'intention-setting-tool'),
        sql`${toolEntries.data}->>'date' = ${day}`,
      ),
    )
    .orderBy(desc(toolEntries.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Focus minutes of Pomodoro sessions completed on the member's day. */
export async function sumFocusMinutes(
  db: DbOrTx,
  f: { userId: string; timeZone: string; endOfDayHour: number; day: string },
): Promise<number> {
  const completedAt = storedTimestamp(sql`${toolEntries.data}->>'completedAt'`);
  const rows = await db
    .select({
      minutes: sql<number>`coalesce(round(sum((${toolEntries.data}->>'duration')::numeric)), 0)::int`,
    })
    .from(toolEntries)
    .where(
      and(
        eq(toolEntries.userId, f.userId),
        eq(toolEntries.toolKey, 'pomodoro-timer'),
        sql`${toolEntries.createdAt} >= (${f.day}::date - 2)::timestamptz`,
        sql`to_char((${completedAt} at time zone ${f.timeZone}) - make_interval(hours => ${f.endOfDayHour}::int), 'YYYY-MM-DD') = ${f.day}`,
      ),
    );
  return rows[0]?.minutes ?? 0;
}

export async function findLastPractisedSkill(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: skills.id, title: skills.title, completedAt: skillCompletions.completedAt })
    .from(skillCompletions)
    .innerJoin(skills, eq(skills.id, skillCompletions.skillId))
    .where(eq(skillCompletions.userId, userId))
    .orderBy(desc(skillCompletions.completedAt))
    .limit(1);
  return rows[0] ?? null;
}

export function findRecentEntries(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ id: toolEntries.id, toolKey: toolEntries.toolKey, createdAt: toolEntries.createdAt })
    .from(toolEntries)
    .where(eq(toolEntries.userId, userId))
    .orderBy(desc(toolEntries.createdAt))
    .limit(limit);
}
