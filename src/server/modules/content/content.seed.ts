import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { homepageLayout, pages, progressFeatures, skillCategories, skills, tools } from './content.table';
import { categorySeeds } from './seed/categories.seed';
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

/**
 * Seeds each content table on first start only (when it is empty), so later admin edits and deletions
 * are never overwritten by a restart. Returns whether anything was written.
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
    }
    return wrote;
  });
}
