import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../auth/auth.table';
import { skillCompletions, skills } from '../content/content.table';
import { profiles, userSubscriptionStatus } from '../profiles/profiles.table';
import { toolEntries, toolSettings } from '../tool-data/tool-data.table';

/** Everything the member wrote, each query scoped to them (an export is the one place that reads it all). */
export async function findExportData(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({ email: user.email, createdAt: user.createdAt, profile: profiles, tier: userSubscriptionStatus })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, user.id))
    .where(eq(user.id, userId));
  const entries = await db
    .select({
      id: toolEntries.id,
      toolKey: toolEntries.toolKey,
      data: toolEntries.data,
      createdAt: toolEntries.createdAt,
      updatedAt: toolEntries.updatedAt,
    })
    .from(toolEntries)
    .where(eq(toolEntries.userId, userId))
    .orderBy(asc(toolEntries.toolKey), asc(toolEntries.createdAt), asc(toolEntries.id));
  const settings = await db
    .select({ toolKey: toolSettings.toolKey, data: toolSettings.data, updatedAt: toolSettings.updatedAt })
    .from(toolSettings)
    .where(eq(toolSettings.userId, userId))
    .orderBy(asc(toolSettings.toolKey));
  const practice = await db
    .select({
      skillId: skillCompletions.skillId,
      skillTitle: skills.title,
      completedAt: skillCompletions.completedAt,
    })
    .from(skillCompletions)
    .innerJoin(skills, eq(skills.id, skillCompletions.skillId))
    .where(eq(skillCompletions.userId, userId))
    .orderBy(asc(skillCompletions.completedAt));
  return { account: account ?? null, entries, settings, practice };
}

export type ExportData = Awaited<ReturnType<typeof findExportData>>;
