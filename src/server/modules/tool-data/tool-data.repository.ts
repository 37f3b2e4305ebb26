import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toolEntries, toolSettings } from './tool-data.table';

export type ToolEntryRow = typeof toolEntries.$inferSelect;

const owned = (userId: string, toolKey: string, id: string) =>
  and(eq(toolEntries.id, id), eq(toolEntries.userId, userId), eq(toolEntries.toolKey, toolKey));

/** One page of a member's entries of a tool, newest first, keyset on (created_at, id) over its index. */
export async function listToolEntries(
  db: DbOrTx,
  filter: {
    userId: string;
    toolKey: string;
    limit: number;
    after: { createdAt: Date; id: string } | null;
    from?: Date;
    to?: Date;
  },
): Promise<ToolEntryRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(toolEntries.userId, filter.userId),
    eq(toolEntries.toolKey, filter.toolKey),
  ];
  if (filter.from) conditions.push(gte(toolEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lte(toolEntries.createdAt, filter.to));
  if (filter.after) {
    conditions.push(
      or(
        lt(toolEntries.createdAt, filter.after.createdAt),
        and(eq(toolEntries.createdAt, filter.after.createdAt), lt(toolEntries.id, filter.after.id)),
      ),
    );
  }
  return db
    .select()
    .from(toolEntries)
    .where(and(...conditions))
    .orderBy(desc(toolEntries.createdAt), desc(toolEntries.id))
    .limit(filter.limit);
}

export async function insertToolEntry(
  db: DbOrTx,
  values: { userId: string; toolKey: string; data: unknown },
): Promise<ToolEntryRow> {
  const rows = await db.insert(toolEntries).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('tool entry insert returned nothing');
  return row;
}

export async function findToolEntry(
  db: DbOrTx,
  userId: string,
  toolKey: string,
  id: string,
): Promise<ToolEntryRow | null> {
  const rows = await db
    .select()
    .from(toolEntries)
    .where(owned(userId, toolKey, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateToolEntry(
  db: DbOrTx,
  userId: string,
  toolKey: string,
  id: string,
  data: unknown,
): Promise<ToolEntryRow | null> {
  const rows = await db
    .update(toolEntries)
    .set({ data, updatedAt: new Date() })
    .where(owned(userId, toolKey, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteToolEntry(
  db: DbOrTx,
  userId: string,
  toolKey: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(toolEntries)
    .where(owned(userId, toolKey, id))
    .returning({ id: toolEntries.id });
  return rows.length > 0;
}

export async function findToolSettings(db: DbOrTx, userId: string, toolKey: string) {
  const rows = await db
    .select()
    .from(toolSettings)
    .where(and(eq(toolSettings.userId, userId), eq(toolSettings.toolKey, toolKey)))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertToolSettings(db: DbOrTx, userId: string, toolKey: string, data: unknown) {
  const rows = await db
    .insert(toolSettings)
    .values({ userId, toolKey, data })
    .onConflictDoUpdate({
      target: [toolSettings.userId, toolSettings.toolKey],
      set: { data, updatedAt: new Date() },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('tool settings upsert returned nothing');
  return row;
}
