import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { skillCategories, skills, tools } from '../content.table';

export type CatalogTable = typeof skillCategories | typeof skills | typeof tools;

/** Which of the ids exist in the table. */
export async function findExistingIds(db: DbOrTx, table: CatalogTable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The next order value: after every ordered row, so a new item lands at the end of its list. */
export async function nextOrder(db: DbOrTx, table: CatalogTable): Promise<number> {
  const rows = await db.select({ max: sql<number | null>`max(${table.order})` }).from(table);
  return Number(rows[0]?.max ?? 0) + 1;
}

/** Sets every listed row's order in one statement. */
export async function updateOrders(
  db: DbOrTx,
  table: CatalogTable,
  items: { id: string; order: number }[],
): Promise<number> {
  const values = sql.join(
    items.map((item) => sql`(${item.id}::text, ${item.order}::int)`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`update ${table} set "order" = v.ord, updated_at = now() from (values ${values}) as v(id, ord) where ${table.id} = v.id`,
  )) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

export async function countSkillsIn(db: DbOrTx, categoryId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(skills).where(eq(skills.categoryId, categoryId));
  return rows[0]?.n ?? 0;
}

export async function insertCategory(db: DbOrTx, row: typeof skillCategories.$inferInsert) {
  return (await db.insert(skillCategories).values(row).onConflictDoNothing().returning())[0] ?? null;
}
export async function updateCategory(
  db: DbOrTx,
  id: string,
  fields: Partial<typeof skillCategories.$inferInsert>,
) {
  const rows = await db
    .update(skillCategories)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(skillCategories.id, id))
    .returning();
  return rows[0] ?? null;
}
export async function deleteCategory(db: DbOrTx, id: string): Promise<boolean> {
  return (
    (await db.delete(skillCategories).where(eq(skillCategories.id, id)).returning({ id: skillCategories.id }))
      .length > 0
  );
}

export async function findSkill(db: DbOrTx, id: string) {
  return (await db.select().from(skills).where(eq(skills.id, id)).limit(1))[0] ?? null;
}
export async function insertSkill(db: DbOrTx, row: typeof skills.$inferInsert) {
  return (await db.insert(skills).values(row).onConflictDoNothing().returning())[0] ?? null;
}
export async function updateSkill(db: DbOrTx, id: string, fields: Partial<typeof skills.$inferInsert>) {
  const rows = await db
    .update(skills)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(skills.id, id))
    .returning();
  return rows[0] ?? null;
}
export async function deleteSkill(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(skills).where(eq(skills.id, id)).returning({ id: skills.id })).length > 0;
}

export async function insertTool(db: DbOrTx, row: typeof tools.$inferInsert) {
  return (await db.insert(tools).values(row).onConflictDoNothing().returning())[0] ?? null;
}
export async function updateTool(db: DbOrTx, id: string, fields: Partial<typeof tools.$inferInsert>) {
  const rows = await db
    .update(tools)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(tools.id, id))
    .returning();
  return rows[0] ?? null;
}
export async function deleteTool(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(tools).where(eq(tools.id, id)).returning({ id: tools.id })).length > 0;
}

/** The row as it is before an update, locked until the transaction ends (what the audit compares with). */
export async function findForUpdate<T extends CatalogTable>(
  db: DbOrTx,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(table as CatalogTable)
    .where(eq(table.id, id))
    .for('update');
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}
