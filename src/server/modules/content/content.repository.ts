import { and, count, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  homepageLayout,
  pages,
  progressFeatures,
  skillCategories,
  skillCompletions,
  skills,
  tools,
} from './content.table';

/** Every content table the bundle is built from: small, admin-curated tables, read once and cached. */
export async function loadContentRows(db: DbOrTx) {
  const [categoryRows, skillRows, toolRows, featureRows, layoutRows, pageRows] = await Promise.all([
    db.select().from(skillCategories),
    db
      .select({
        id: skills.id,
        categoryId: skills.categoryId,
        title: skills.title,
        summary: skills.summary,
        difficulty: skills.difficulty,
        accessLevel: skills.accessLevel,
        categoryAccessLevel: skillCategories.accessLevel,
        estimatedMinutes: skills.estimatedMinutes,
        order: skills.order,
        relatedToolIds: skills.relatedToolIds,
      })
      .from(skills)
      .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId)),
    db.select().from(tools),
    db.select().from(progressFeatures),
    db.select().from(homepageLayout),
    db.select({ pageId: pages.pageId, content: pages.content }).from(pages),
  ]);
  return { categoryRows, skillRows, toolRows, featureRows, layoutRows, pageRows };
}

/** Every skill with what search reads: title, summary, body and practice steps, plus its access gate. */
export async function loadSearchableSkills(db: DbOrTx) {
  return db
    .select({
      id: skills.id,
      title: skills.title,
      summary: skills.summary,
      body: skills.body,
      practiceSteps: skills.practiceSteps,
      categoryId: skills.categoryId,
      accessLevel: skills.accessLevel,
      categoryAccessLevel: skillCategories.accessLevel,
    })
    .from(skills)
    .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId));
}

/** One skill with its category's access level (its gate needs both). */
export async function findSkillById(db: DbOrTx, skillId: string) {
  const rows = await db
    .select({ skill: skills, categoryAccessLevel: skillCategories.accessLevel })
    .from(skills)
    .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId))
    .where(eq(skills.id, skillId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.skill, categoryAccessLevel: row.categoryAccessLevel } : null;
}

export async function insertSkillCompletion(db: DbOrTx, userId: string, skillId: string) {
  const rows = await db.insert(skillCompletions).values({ userId, skillId }).returning();
  const row = rows[0];
  if (!row) throw new Error('skill completion insert returned nothing');
  return row;
}

/** How often and when last this member practised the skill (over the user-skill index). */
export async function findSkillPractice(db: DbOrTx, userId: string, skillId: string) {
  const rows = await db
    .select({ count: count(), lastPractisedAt: max(skillCompletions.completedAt) })
    .from(skillCompletions)
    .where(and(eq(skillCompletions.userId, userId), eq(skillCompletions.skillId, skillId)));
  const row = rows[0];
  return { count: row?.count ?? 0, lastPractisedAt: row?.lastPractisedAt ?? null };
}

/** The distinct skills a member has practised; bounded by the number of skills. */
export async function findPractisedSkillIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ skillId: skillCompletions.skillId })
    .from(skillCompletions)
    .where(eq(skillCompletions.userId, userId));
  return new Set(rows.map((r) => r.skillId));
}
