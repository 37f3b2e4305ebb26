import { and, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cursorParams, preparedAfterCursor, type KeyColumn, type KeysetPage } from '../../lib/keyset';
import { toolEntries, toolSettings } from './tool-data.table';

export type ToolEntryRow = typeof toolEntries.$inferSelect;

const owned = (userId: string, toolKey: string, id: string) =>
  and(eq(toolEntries.id, id), eq(toolEntries.userId, userId), eq(toolEntries.toolKey, toolKey));

/** The history order, exactly as tool_entries_user_tool_created_idx declares it after (user_id, tool_key). */
export const toolEntryKeys: KeyColumn[] = [
  { column: toolEntries.createdAt, direction: 'desc', type: 'timestamp' },
  { column: toolEntries.id, direction: 'desc', type: 'uuid' },
];

/**
 * The history pages without a date range are the hot path: the first page and the pages after a cursor are
 * each one named statement per database and page size, prepared once (building the query again cost more than
 * running it). The size is written out, not bound: with a bound LIMIT, PostgreSQL's generic plan looks far
 * dearer than a custom one, so it planned every page again on bind.
 */
export function historyPageQuery(db: DbOrTx, page: KeysetPage, afterCursor: boolean) {
  return db
    .select({ ...getTableColumns(toolEntries), ...page.keyFields })
    .from(toolEntries)
    .where(
      and(
        eq(toolEntries.userId, sql.placeholder('userId')),
        eq(toolEntries.toolKey, sql.placeholder('toolKey')),
        afterCursor ? preparedAfterCursor(toolEntryKeys) : undefined,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(sql.raw(String(Math.trunc(page.fetchLimit))) as unknown as number);
}

function preparePage(db: DbOrTx, page: KeysetPage, afterCursor: boolean) {
  const name = `tool_entries_${afterCursor ? 'next' : 'first'}_page_${Math.trunc(page.fetchLimit)}`;
  return historyPageQuery(db, page, afterCursor).prepare(name);
}
const pageStatements = new WeakMap<object, Map<string, ReturnType<typeof preparePage>>>();

/** One page of a member's entries of a tool, newest first, keyset over its index. */
export async function listToolEntries(
  db: DbOrTx,
  filter: { userId: string; toolKey: string; page: KeysetPage; from?: Date; to?: Date },
) {
  if (!filter.from && !filter.to) {
    let statements = pageStatements.get(db);
    if (!statements) {
      statements = new Map();
      pageStatements.set(db, statements);
    }
    const afterCursor = filter.page.cursor !== undefined;
    const shape = `${afterCursor ? 'next' : 'first'}:${filter.page.fetchLimit}`;
    let statement = statements.get(shape);
    if (!statement) {
      statement = preparePage(db, filter.page, afterCursor);
      statements.set(shape, statement);
    }
    const params = { userId: filter.userId, toolKey: filter.toolKey };
    return filter.page.cursor
      ? statement.execute({ ...params, ...cursorParams(toolEntryKeys, filter.page.cursor) })
      : statement.execute(params);
  }
  const conditions: (SQL | undefined)[] = [
    eq(toolEntries.userId, filter.userId),
    eq(toolEntries.toolKey, filter.toolKey),
    filter.page.where,
  ];
  if (filter.from) conditions.push(gte(toolEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lte(toolEntries.createdAt, filter.to));
  return db
    .select({ ...getTableColumns(toolEntries), ...filter.page.keyFields })
    .from(toolEntries)
    .where(and(...conditions))
    .orderBy(...filter.page.orderBy)
    .limit(filter.page.fetchLimit);
}

/**
 * Inserts an entry. With an idempotency key the member used before, nothing is inserted and the entry that
 * key made is returned: a retried write (the answer was lost) never makes a second entry.
 */
export async function insertToolEntry(
  db: DbOrTx,
  values: { userId: string; toolKey: string; data: unknown; idempotencyKey?: string },
): Promise<ToolEntryRow> {
  const rows = await db
    .insert(toolEntries)
    .values(values)
    .onConflictDoNothing({
      target: [toolEntries.userId, toolEntries.idempotencyKey],
      where: sql`idempotency_key is not null`,
    })
    .returning();
  const row = rows[0] ?? (values.idempotencyKey ? await findByIdempotencyKey(db, values) : undefined);
  if (!row) throw new Error('tool entry insert returned nothing');
  return row;
}

async function findByIdempotencyKey(db: DbOrTx, key: { userId: string; idempotencyKey?: string }) {
  const rows = await db
    .select()
    .from(toolEntries)
    .where(and(eq(toolEntries.userId, key.userId), eq(toolEntries.idempotencyKey, key.idempotencyKey ?? '')))
    .limit(1);
  return rows[0];
}

/** Who owns an entry (for the owner rule), or null when there is no such entry. */
export async function findToolEntryOwner(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db
    .select({ userId: toolEntries.userId })
    .from(toolEntries)
    .where(eq(toolEntries.id, id))
    .limit(1);
  return rows[0]?.userId ?? null;
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

/** The habits read for a member's mastery and insights: their newest, so no page reads an unbounded list. */
export const HABITS_READ = 200;

/** The member's newest habits, as stored (read through the history index). */
export async function findNewestHabits(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; data: unknown; createdAt: Date }[]> {
  return db
    .select({ id: toolEntries.id, data: toolEntries.data, createdAt: toolEntries.createdAt })
    .from(toolEntries)
    .where(and(eq(toolEntries.userId, userId), eq(toolEntries.toolKey, 'habit-tracker')))
    .orderBy(sql`${toolEntries.createdAt} desc`)
    .limit(HABITS_READ);
}
