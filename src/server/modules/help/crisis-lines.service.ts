import { asc, count, sql } from 'drizzle-orm';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import {
  MAX_CRISIS_LINES,
  type CrisisLineInput,
  type CrisisLines,
  type CrisisLinesInput,
} from '@shared/help/crisis-lines.schemas';
import type { Database, DbOrTx } from '../../db/client';
import type { AdminAudit } from '../../lib/admin-audit';
import { crisisLines } from './crisis-lines.table';

type Row = typeof crisisLines.$inferSelect;

const FIELDS = [
  'countryCode',
  'countryName',
  'name',
  'isEmergency',
  'phone',
  'sms',
  'smsKeyword',
  'url',
  'description',
  'sourceUrl',
  'checkedOn',
] as const satisfies readonly (keyof CrisisLineInput)[];

const inputOf = (row: Row): CrisisLineInput =>
  Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as CrisisLineInput;
/** A line's identity across a save: where and who it reaches. */
const keyOf = (line: CrisisLineInput) => `${line.countryCode}\u0000${line.name}`;
const sameLine = (a: CrisisLineInput, b: CrisisLineInput) => FIELDS.every((field) => a[field] === b[field]);

async function readLines(db: DbOrTx): Promise<Row[]> {
  return db.select().from(crisisLines).orderBy(asc(crisisLines.sortOrder)).limit(MAX_CRISIS_LINES);
}

function toCrisisLines(rows: Row[]): CrisisLines {
  const newest = rows.reduce((at, row) => Math.max(at, row.updatedAt.getTime()), 0);
  return {
    lines: rows.map((row) => ({ id: row.id, ...inputOf(row) })),
    updatedAt: new Date(newest).toISOString(),
  };
}

/** Every crisis line, in the admin's order (one indexed read of at most MAX_CRISIS_LINES rows). */
export async function listCrisisLines(db: DbOrTx): Promise<CrisisLines> {
  return toCrisisLines(await readLines(db));
}

/**
 * The admin's whole list replaces the last one, in one transaction with its audit entry: what was added,
 * removed and changed (by country and name), so the audit says which numbers moved.
 */
export async function replaceCrisisLines(
  db: Database,
  audit: AdminAudit,
  input: CrisisLinesInput,
): Promise<CrisisLines> {
  return db.transaction(async (tx) => {
    // Two admins saving at once: the second waits for the first, then replaces it whole.
    await tx.execute(sql`lock table crisis_lines in share row exclusive mode`);
    const before = new Map((await readLines(tx)).map((row) => [keyOf(inputOf(row)), inputOf(row)]));
    const after = new Map(input.lines.map((line) => [keyOf(line), line]));
    const name = (line: CrisisLineInput) => `${line.countryCode}: ${line.name}`;
    const summary = {
      lines: input.lines.length,
      added: input.lines.filter((line) => !before.has(keyOf(line))).map(name),
      removed: [...before.values()].filter((line) => !after.has(keyOf(line))).map(name),
      changed: input.lines
        .filter((line) => {
          const old = before.get(keyOf(line));
          return old !== undefined && !sameLine(old, line);
        })
        .map(name),
    };
    await tx.delete(crisisLines);
    const rows = await tx
      .insert(crisisLines)
      .values(input.lines.map((line, sortOrder) => ({ ...line, sortOrder })))
      .returning();
    await audit.record(tx, { summary });
    return toCrisisLines(rows.sort((a, b) => a.sortOrder - b.sortOrder));
  });
}

/** A new install's lines (spec-silent content: see DEFAULT_CRISIS_LINES); true when it seeded. */
export async function seedCrisisLines(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(crisisLines);
  if ((existing?.n ?? 0) > 0) return false;
  await db
    .insert(crisisLines)
    .values(DEFAULT_CRISIS_LINES.map((line, sortOrder) => ({ ...line, sortOrder })));
  return true;
}
