import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
import { user } from '../account/auth.table';
import { skillCompletions, skills } from '../content/content.table';
import { profiles, userSubscriptionStatus } from '../profiles/profiles.table';
import { toolEntries, toolSettings } from '../tool-data/tool-data.table';

// An export is the one place that reads everything a member wrote: each query is scoped to them, and the
// lists that grow without bound (entries, practice) are read a page at a time over their indexes.

/** The account, profile and tier; the settings (one row a tool); how many entries each tool holds. */
export async function findExportSummary(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({ email: user.email, createdAt: user.createdAt, profile: profiles, tier: userSubscriptionStatus })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, user.id))
    .where(eq(user.id, userId));
  const settings = await db
    .select({ toolKey: toolSettings.toolKey, data: toolSettings.data, updatedAt: toolSettings.updatedAt })
    .from(toolSettings)
    .where(eq(toolSettings.userId, userId))
    .orderBy(asc(toolSettings.toolKey));
  const entryCounts = await db
    .select({ toolKey: toolEntries.toolKey, entries: count() })
    .from(toolEntries)
    .where(eq(toolEntries.userId, userId))
    .groupBy(toolEntries.toolKey)
    .orderBy(asc(toolEntries.toolKey));
  return { account: account ?? null, settings, entryCounts };
}

export type ExportSummary = Awaited<ReturnType<typeof findExportSummary>>;

/** tool_entries_user_tool_created_idx after (user_id, tool_key): newest first. */
export const entryKeys: KeyColumn[] = [
  { column: toolEntries.createdAt, direction: 'desc', type: 'timestamp' },
  { column: toolEntries.id, direction: 'desc', type: 'uuid' },
];

/** One page of the member's entries of one tool. */
export function findEntriesPage(db: DbOrTx, userId: string, toolKey: string, page: KeysetPage) {
  return db
    .select({
      id: toolEntries.id,
      toolKey: toolEntries.toolKey,
      data: toolEntries.data,
      createdAt: toolEntries.createdAt,
      updatedAt: toolEntries.updatedAt,
      ...page.keyFields,
    })
    .from(toolEntries)
    .where(and(eq(toolEntries.userId, userId), eq(toolEntries.toolKey, toolKey), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type ExportEntry = Awaited<ReturnType<typeof findEntriesPage>>[number];

/** skill_completions_user_completed_idx after user_id: newest first. */
export const practiceKeys: KeyColumn[] = [
  { column: skillCompletions.completedAt, direction: 'desc', type: 'timestamp' },
  { column: skillCompletions.id, direction: 'desc', type: 'uuid' },
];

/** One page of the skills the member practised. */
export function findPracticePage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      skillId: skillCompletions.skillId,
      skillTitle: skills.title,
      completedAt: skillCompletions.completedAt,
      ...page.keyFields,
    })
    .from(skillCompletions)
    .innerJoin(skills, eq(skills.id, skillCompletions.skillId))
    .where(and(eq(skillCompletions.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type ExportPractice = Awaited<ReturnType<typeof findPracticePage>>[number];
