import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { homepageLayout, pages, progressFeatures, skillCategories, skills, tools } from './content.table';
import { categorySeeds } from './seed/categories.seed';
import { earlierPageSeedHashes } from './seed/earlier-page-seeds';
import { homepageLayoutSeeds, progressFeatureSeeds } from './seed/layout.seed';
import { pageSeeds } from './seed/pages.seed';
import { toolSeeds } from './seed/tools.seed';
import type { SeedCategory } from './seed/seed-types';

async function isEmpty(tx: DbOrTx, table: PgTable): Promise<boolean> {
  const rows = await tx.select({ n: count() }).from(table);
  return (rows[0]?.n ?? 0) === 0;
}

/** Rows for the skills table from the seed categories, ordered as listed. */
export function skillRowsFrom(categories: SeedCategory[]) {
  return categories.flatMap((category) =>
    category.skills.map((skill, index) => ({ ...skill, categoryId: category.id, order: index + 1 })),
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

/**
 * Seeds each content table on first start only (when it is empty), so later admin edits and deletions
 * are never overwritten by a restart; pages still holding an earlier seed text get the current one. Returns
 * whether anything was written.
 */
export async function seedContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    let wrote = false;
    if (await isEmpty(tx, skillCategories)) {
      await tx
        .insert(skillCategories)
        .values(categorySeeds.map(({ skills: _skills, ...category }) => category));
      await tx.insert(skills).values(skillRowsFrom(categorySeeds));
      wrote = true;
    }
    if (await isEmpty(tx, tools)) {
      await tx.insert(tools).values(toolSeeds);
      wrote = true;
    }
    if (await isEmpty(tx, progressFeatures)) {
      await tx.insert(progressFeatures).values(progressFeatureSeeds);
      wrote = true;
    }
    if (await isEmpty(tx, homepageLayout)) {
      await tx.insert(homepageLayout).values(homepageLayoutSeeds);
      wrote = true;
    }
    if (await isEmpty(tx, pages)) {
      await tx.insert(pages).values(pageSeeds);
      wrote = true;
    } else if (await refreshUneditedPages(tx)) {
      wrote = true;
    }
    return wrote;
  });
}
