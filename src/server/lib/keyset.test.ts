import { describe, expect, it } from 'vitest';
import { customType, pgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';
import { decodeCursor, keysetPage, type KeyColumn } from './keyset';

const anyText = customType<{ data: string }>({ dataType: () => 'text' });
const t = pgTable('t', { a: anyText('a'), b: anyText('b'), c: anyText('c') });
const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);

const timeAndId: KeyColumn[] = [
  { column: t.a, direction: 'desc', type: 'timestamp' },
  { column: t.b, direction: 'desc', type: 'uuid' },
];
const timeAndName: KeyColumn[] = [
  { column: t.a, direction: 'desc', type: 'timestamp' },
  { column: t.c, direction: 'desc', type: 'text' },
];
const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const ID = '0190a5a4-5b7e-7c3e-8a1f-3b2c1d0e9f8a';

describe('keysetPage', () => {
  it('bounds a single-direction order with one row comparison and orders NULLS LAST like the index', () => {
    const page = keysetPage(timeAndId, cursorOf(['2026-11-23T10:00:00.123456Z', ID]), 20);
    expect(render(page.where!).sql).toBe('("t"."a", "t"."b") < ($1::timestamptz, $2::uuid)');
    expect(render(page.where!).params).toEqual(['2026-11-23T10:00:00.123456Z', ID]);
    expect(page.orderBy.map((o) => render(o).sql)).toEqual([
      '"t"."a" desc nulls last',
      '"t"."b" desc nulls last',
    ]);
    expect(page.fetchLimit).toBe(21);
  });

  it('expands mixed directions lexicographically with the leading key bounded', () => {
    const keys: KeyColumn[] = [
      { column: t.a, direction: 'desc', type: 'bool' },
      { column: t.b, direction: 'asc', type: 'timestamp' },
      { column: t.c, direction: 'asc', type: 'uuid' },
    ];
    const page = keysetPage(keys, cursorOf(['true', '2026-01-01T00:00:00.000001Z', ID]), 5);
    expect(render(page.where!).sql).toBe(
      '("t"."a" <= $1::boolean and ("t"."a" < $2::boolean or ("t"."a" = $3::boolean and "t"."b" > $4::timestamptz) or ("t"."a" = $5::boolean and "t"."b" = $6::timestamptz and "t"."c" > $7::uuid)))',
    );
  });

  it('has no bound on the first page and keeps full precision in the next cursor', () => {
    const page = keysetPage(timeAndId, undefined, 2);
    expect(page.where).toBeUndefined();
    const rows = [
      { _k0: '2026-11-23T10:00:00.000003Z', _k1: ID },
      { _k0: '2026-11-23T10:00:00.000002Z', _k1: ID },
      { _k0: '2026-11-23T10:00:00.000001Z', _k1: ID },
    ];
    const { items, nextCursor } = page.finish(rows);
    expect(items).toHaveLength(2);
    expect(decodeCursor(timeAndId, nextCursor!)).toEqual(['2026-11-23T10:00:00.000002Z', ID]);
    expect(page.finish(rows.slice(0, 2)).nextCursor).toBeNull();
  });

  it.each([
    ['not base64', '!!!'],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['an object', cursorOf({ a: 1 })],
    ['too few keys', cursorOf(['2026-11-23T10:00:00.000000Z'])],
    ['a number for a timestamp', cursorOf([1, ID])],
    ['year 0000', cursorOf(['0000-01-01T00:00:00.000000Z', ID])],
    ['31 February', cursorOf(['2026-02-31T00:00:00.000000Z', ID])],
    ['a millisecond timestamp', cursorOf(['2026-11-23T10:00:00.123Z', ID])],
    ['SQL in the id', cursorOf(['2026-11-23T10:00:00.000000Z', "x' or 1=1 --"])],
    ['an overlong cursor', 'a'.repeat(2000)],
    ['a NUL in a text key', cursorOf(['2026-11-23T10:00:00.000000Z', 'a\u0000b']), timeAndName],
    ['a lone surrogate in a text key', cursorOf(['2026-11-23T10:00:00.000000Z', '\uDC00']), timeAndName],
  ])('rejects %s as a 400', (_name, cursor, keys = timeAndId) => {
    let thrown: unknown;
    try {
      keysetPage(keys, cursor, 10);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(400);
  });
});
