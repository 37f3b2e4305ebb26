import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './app-error';
import { findUnstorableCharacter } from '../plugins/unstorable-characters';

/** How a key is carried in a cursor and cast back in SQL. Every value travels as text, at full precision. */
export type KeyType = 'timestamp' | 'uuid' | 'text' | 'int' | 'bool';

export interface KeyColumn {
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  type: KeyType;
}

/** The select fields that carry each key of a row as text: `_k0`, `_k1`, … */
export type KeyFields = Record<`_k${number}`, string>;

export interface KeysetPage {
  /** The ORDER BY keys the page was made for. */
  keys: readonly KeyColumn[];
  /** The bound that starts the page after the cursor; undefined on the first page. */
  where: SQL | undefined;
  /** The cursor this page starts after (checked), for a prepared statement's cursorParams. */
  cursor: string | undefined;
  /** ORDER BY terms in index order (NULLS LAST, as drizzle declares its indexes). */
  orderBy: SQL[];
  /** Add to the select: the keys as text, so the next cursor keeps microseconds and big numbers exactly. */
  keyFields: Record<string, SQL<string>>;
  /** One more row than the page holds, to learn whether another page follows. */
  fetchLimit: number;
  finish<T>(rows: T[]): { items: T[]; nextCursor: string | null };
}

const MAX_CURSOR_LENGTH = 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const INT = /^-?\d{1,18}$/;

function isValidTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  if (year === undefined || year < 1) return false;
  const date = new Date(Date.UTC(year, (month ?? 0) - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    (second ?? 60) < 60
  );
}

function isValidKey(type: KeyType, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  switch (type) {
    case 'timestamp':
      return isValidTimestamp(value);
    case 'uuid':
      return UUID.test(value);
    case 'int':
      return INT.test(value);
    case 'bool':
      return value === 'true' || value === 'false';
    case 'text':
      // The request guard saw only base64: a NUL decoded here would fail the query as a 500.
      return value.length <= 500 && findUnstorableCharacter(value) === null;
  }
}

/** The key as text: timestamps in UTC with microseconds, so a cursor never loses precision. */
function keyAsText(key: KeyColumn): SQL<string> {
  if (key.type === 'timestamp') {
    return sql<string>`to_char(${key.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string>`(${key.column})::text`;
}

const SQL_TYPES: Record<KeyType, string> = {
  timestamp: 'timestamptz',
  uuid: 'uuid',
  int: 'bigint',
  bool: 'boolean',
  text: 'text',
};

function castKey(type: KeyType, value: unknown): SQL {
  return sql`${value}::${sql.raw(SQL_TYPES[type])}`;
}

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const invalidCursor = () => badRequest('The cursor is not valid.', { cursor: 'Invalid cursor.' });

/** Reads a cursor made for these keys; anything else (forged, truncated, another list's) is a 400. */
export function decodeCursor(keys: readonly KeyColumn[], cursor: string): string[] {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw invalidCursor();
  return keys.map((key, i) => {
    const value: unknown = values[i];
    if (!isValidKey(key.type, value)) throw invalidCursor();
    return value;
  });
}

/**
 * The rows after the cursor. With one direction for every key it is a single row comparison
 * `(a, b) < ($1, $2)`, which bounds the index scan; mixed directions expand lexicographically, with the
 * leading key bounded as well so the scan still starts at the cursor.
 */
function afterCursor(keys: readonly KeyColumn[], values: string[]): SQL {
  const casted = values.map((value, i) => castKey(keys[i]!.type, value));
  const sameDirection = keys.every((k) => k.direction === keys[0]!.direction);
  const op = (key: KeyColumn) => (key.direction === 'desc' ? sql.raw('<') : sql.raw('>'));
  if (sameDirection) {
    const columns = sql.join(
      keys.map((k) => sql`${k.column}`),
      sql`, `,
    );
    return sql`(${columns}) ${op(keys[0]!)} (${sql.join(casted, sql`, `)})`;
  }
  const branches: SQL[] = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${k.column} = ${casted[j]}`);
    return and(...equalBefore, sql`${key.column} ${op(key)} ${casted[i]}`)!;
  });
  const lead = keys[0]!;
  const leadBound = sql`${lead.column} ${sql.raw(lead.direction === 'desc' ? '<=' : '>=')} ${casted[0]}`;
  return and(leadBound, or(...branches))!;
}

/**
 * The one keyset paging helper: every list pages through it. Give it the ORDER BY keys exactly as its index
 * declares them (ending in a unique key), the cursor from the request and the page size.
 */
export function keysetPage(
  keys: readonly KeyColumn[],
  cursor: string | undefined,
  limit: number,
): KeysetPage {
  if (keys.length === 0) throw new Error('keysetPage needs at least one key');
  const values = cursor ? decodeCursor(keys, cursor) : null;
  const keyFields = Object.fromEntries(keys.map((key, i) => [`_k${i}`, keyAsText(key)]));
  return {
    keys,
    where: values ? afterCursor(keys, values) : undefined,
    cursor: values ? cursor : undefined,
    orderBy: keys.map((k) => sql`${k.column} ${sql.raw(k.direction === 'desc' ? 'desc' : 'asc')} nulls last`),
    keyFields,
    fetchLimit: limit + 1,
    finish(rows) {
      const items = rows.slice(0, limit);
      const last = items.at(-1) as Record<string, unknown> | undefined;
      if (rows.length <= limit || !last) return { items, nextCursor: null };
      return { items, nextCursor: encodeCursor(keys.map((_, i) => String(last[`_k${i}`]))) };
    },
  };
}

/**
 * The bound after a cursor for a prepared statement: the same row comparison as keysetPage's, with the cursor's
 * values as placeholders `_c0`, `_c1`, … (pass cursorParams). Keys must share one direction.
 */
export function preparedAfterCursor(keys: readonly KeyColumn[]): SQL {
  if (!keys.every((k) => k.direction === keys[0]?.direction)) {
    throw new Error('preparedAfterCursor needs keys of one direction');
  }
  const columns = sql.join(
    keys.map((k) => sql`${k.column}`),
    sql`, `,
  );
  const values = sql.join(
    keys.map((k, i) => castKey(k.type, sql.placeholder(`_c${i}`))),
    sql`, `,
  );
  return sql`(${columns}) ${sql.raw(keys[0]?.direction === 'desc' ? '<' : '>')} (${values})`;
}

/** The placeholders' values of preparedAfterCursor for a cursor (a 400 for a cursor these keys did not make). */
export function cursorParams(keys: readonly KeyColumn[], cursor: string): Record<string, string> {
  return Object.fromEntries(decodeCursor(keys, cursor).map((value, i) => [`_c${i}`, value]));
}
