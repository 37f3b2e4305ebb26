import { and, count, eq, max, sql } from 'drizzle-orm';
import type { AccessLevel } from '@shared/content/content-levels';
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
/** A skill found by the search, with its words marked (HEADLINE_START / HEADLINE_STOP) where they matched. */
export interface SkillSearchRow {
  id: string;
  rank: number;
  accessLevel: AccessLevel;
  categoryAccessLevel: AccessLevel;
  title: string;
  summary: string;
  /** About 30 words of the body (or the practice steps) around the best match; '' when neither matched. */
  passage: string;
  summaryMatched: boolean;
}

/** How much a synonym counts beside the word typed: "rest" in a summary must not outrank "sleep" in a body. */
const SYNONYM_WEIGHT = 0.25;

export const HEADLINE_START = '\u0002';
export const HEADLINE_STOP = '\u0003';

/**
 * Ranks skills with PostgreSQL's full-text search over their stored vector (migration 0013): those answering
 * every word (or a synonym) if any, else those answering some; within them ts_rank_cd over the weighted vector
 * (title, summary, steps, body), the words themselves counting four times their synonyms. One statement; the passages are cut by
 * ts_headline for the hits only.
 */
export async function searchSkillRows(
  db: DbOrTx,
  query: { every: string; some: string; direct: string },
  limit: number,
): Promise<SkillSearchRow[]> {
  const marks = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}`;
  const result = (await db.execute(sql`
    with q as (
      select to_tsquery('english', ${query.every}) as every,
             to_tsquery('english', ${query.some}) as some,
             to_tsquery('english', ${query.direct}) as direct
    ),
    every_hit as (select s.id from skills s, q where s.search_vector @@ q.every),
    hits as (
      select s.id, ts_rank_cd(s.search_vector, q.direct) + ${SYNONYM_WEIGHT} * ts_rank_cd(s.search_vector, q.some)
             as rank
      from skills s, q
      where case when exists (select 1 from every_hit) then s.search_vector @@ q.every
                 else s.search_vector @@ q.some end
      order by rank desc, s.id
      limit ${limit}
    )
    select h.id, h.rank, s.access_level, c.access_level as category_access_level,
           ts_headline('english', s.title, q.some, ${`${marks}, HighlightAll=true`}) as title,
           ts_headline('english', s.summary, q.some, ${`${marks}, HighlightAll=true`}) as summary,
           to_tsvector('english', s.summary) @@ q.some as summary_matched,
           case when to_tsvector('english', s.body) @@ q.some
                  then ts_headline('english', regexp_replace(s.body, '[#>*_\`\[\]()|-]+', ' ', 'g'), q.some,
                                   ${`${marks}, MaxWords=30, MinWords=15, MaxFragments=1`})
                when jsonb_to_tsvector('english', s.practice_steps, '["string"]') @@ q.some
                  then ts_headline('english', (select string_agg(step, ' ') from
                                   jsonb_array_elements_text(s.practice_steps) as step), q.some, ${marks})
                else '' end as passage
    from hits h join skills s on s.id = h.id join skill_categories c on c.id = s.category_id, q
    order by h.rank desc, h.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: String(row.id),
    rank: Number(row.rank),
    accessLevel: row.access_level as AccessLevel,
    categoryAccessLevel: row.category_access_level as AccessLevel,
    title: String(row.title),
    summary: String(row.summary),
    passage: String(row.passage),
    summaryMatched: row.summary_matched === true,
  }));
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
