import { createHash } from 'node:crypto';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import {
  contentVersions,
  homepageLayout,
  pages,
  progressFeatures,
  skillCategories,
  skills,
  tools,
} from './content.table';
import { categorySeeds } from './seed/categories.seed';
import { CONTENT_VERSION, introducedIn } from './seed/content-version';
import { earlierPageSeedHashes } from './seed/earlier-page-seeds';
import { homepageLayoutSeeds, progressFeatureSeeds } from './seed/layout.seed';
import { pageSeeds } from './seed/pages.seed';
import { toolSeeds } from './seed/tools.seed';
import type { Introduced, SeedCategory } from './seed/seed-types';

/** Everything the seed files ship, at one content version. */
export interface ContentSeed {
  version: number;
  categories: readonly SeedCategory[];
  tools: readonly (typeof tools.$inferInsert & Introduced)[];
  progressFeatures: readonly (typeof progressFeatures.$inferInsert & Introduced)[];
  homepageLayout: readonly (typeof homepageLayout.$inferInsert & Introduced)[];
  pages: readonly ({ pageId: string; content: string } & Introduced)[];
}

/** The content this build ships. */
export const shippedContent: ContentSeed = {
  version: CONTENT_VERSION,
  categories: categorySeeds,
  tools: toolSeeds,
  progressFeatures: progressFeatureSeeds,
  homepageLayout: homepageLayoutSeeds,
  pages: pageSeeds,
};

/** Rows for the skills table from the seed categories, in listed order; a skill is as new as its category. */
export function skillRowsFrom(categories: readonly SeedCategory[]) {
  return categories.flatMap((category) =>
    category.skills.map((skill, index) => ({
      ...skill,
      categoryId: category.id,
      order: index + 1,
      since: Math.max(introducedIn(skill), introducedIn(category)),
    })),
  );
}

/** The SHA-256 of a page's text (hex), as earlier-page-seeds.ts records the seed texts. */
export function pageTextHash(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/**
 * Brings pages no admin has edited up to the current seed text: a page is replaced only while its stored text
 * is still exactly an earlier seed text, so an admin's edit is never overwritten. Idempotent; answers whether
 * any page changed.
 */
export async function refreshUneditedPages(
  tx: DbOrTx,
  seeds: readonly { pageId: string; content: string }[] = pageSeeds,
  earlierHashes: Readonly<Record<string, readonly string[]>> = earlierPageSeedHashes,
): Promise<boolean> {
  const current = new Map(seeds.map((seed) => [seed.pageId, seed.content]));
  const ids = Object.keys(earlierHashes).filter((id) => current.has(id));
  if (ids.length === 0) return false;
  const stored = await tx
    .select({ pageId: pages.pageId, content: pages.content })
    .from(pages)
    .where(inArray(pages.pageId, ids));
  let wrote = false;
  for (const page of stored) {
    const seed = current.get(page.pageId);
    if (seed === undefined || seed === page.content) continue;
    if (!earlierHashes[page.pageId]?.includes(pageTextHash(page.content))) continue;
    // Matching the text read, so an admin's save in between is kept.
    const updated = await tx
      .update(pages)
      .set({ content: seed, updatedAt: new Date() })
      .where(and(eq(pages.pageId, page.pageId), eq(pages.content, page.content)))
      .returning({ pageId: pages.pageId });
    wrote ||= updated.length > 0;
  }
  return wrote;
}

/** The highest content version this install has applied; null before the first versioned start. */
export async function findAppliedContentVersion(tx: DbOrTx): Promise<number | null> {
  const rows = await tx.select({ version: max(contentVersions.version) }).from(contentVersions);
  return rows[0]?.version ?? null;
}

async function isEmpty(tx: DbOrTx, table: PgTable): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

async function hasAnyContent(tx: DbOrTx): Promise<boolean> {
  for (const table of [skillCategories, tools, progressFeatures, homepageLayout, pages]) {
    if (!(await isEmpty(tx, table))) return true;
  }
  return false;
}

const introducedAfter = <T extends Introduced>(items: readonly T[], version: number) =>
  items.filter((item) => introducedIn(item) > version);
const rowOf = <T extends Introduced>({ since: _since, ...row }: T) => row;

/** Inserts the rows whose key is free; a row already there (an admin may have edited it) is kept. */
async function insertMissing<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(table)
    .values(rows)
    .onConflictDoNothing()
    .returning({ one: sql`1` });
  return inserted.length;
}

/** Inserts the seed items introduced after `version` that the install lacks, by id; answers how many. */
async function insertIntroducedAfter(tx: DbOrTx, content: ContentSeed, version: number): Promise<number> {
  const categories = introducedAfter(content.categories, version).map(({ skills: _skills, ...c }) =>
    rowOf(c),
  );
  let inserted = await insertMissing(tx, skillCategories, categories);
  const newSkills = introducedAfter(skillRowsFrom(content.categories), version);
  if (newSkills.length > 0) {
    // A new skill of a category an admin has deleted is left out, as that category's other skills were.
    const present = new Set(
      (await tx.select({ id: skillCategories.id }).from(skillCategories)).map((c) => c.id),
    );
    const rows = newSkills.filter((s) => present.has(s.categoryId)).map(rowOf);
    inserted += await insertMissing(tx, skills, rows);
  }
  inserted += await insertMissing(tx, tools, introducedAfter(content.tools, version).map(rowOf));
  inserted += await insertMissing(
    tx,
    progressFeatures,
    introducedAfter(content.progressFeatures, version).map(rowOf),
  );
  inserted += await insertMissing(
    tx,
    homepageLayout,
    introducedAfter(content.homepageLayout, version).map(rowOf),
  );
  inserted += await insertMissing(tx, pages, introducedAfter(content.pages, version).map(rowOf));
  return inserted;
}

/**
 * The content migration, run at every start under the start-up lock (and idempotent without it): when the
 * install's content version is below the shipped one, inserts the seed items introduced since and records the
 * shipped version; pages still holding an earlier seed text get the current one. Never overwrites a row.
 *
 * An admin's deletion is respected: only items newer than the install's version are inserted, so content the
 * install already had is never put back. A fresh install (no version, no content) takes everything. An
 * install with content but no version, seeded before versions were kept, counts as version 1: every id of
 * version 1 shipped in its first seed (the ids have not changed since), so it lacks none an admin did not
 * delete. Returns whether any content was written.
 */
export async function seedContent(db: Database, content: ContentSeed = shippedContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    let wrote = false;
    const applied = await findAppliedContentVersion(tx);
    if (applied === null || applied < content.version) {
      const from = applied ?? ((await hasAnyContent(tx)) ? 1 : 0);
      wrote = (await insertIntroducedAfter(tx, content, from)) > 0;
      await tx.insert(contentVersions).values({ version: content.version }).onConflictDoNothing();
    }
    if (await refreshUneditedPages(tx, content.pages)) wrote = true;
    return wrote;
  });
}
