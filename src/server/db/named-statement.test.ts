import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { createStatementNames, createStatementTemplates, executeNamed } from './named-statement';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('statement names', () => {
  it('give one name per text, the same every time, and none past the limit', () => {
    const nameOf = createStatementNames('t', 2);
    expect(nameOf('select 1')).toBe('t_1');
    expect(nameOf('select 2')).toBe('t_2');
    expect(nameOf('select 1')).toBe('t_1');
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 2')).toBe('t_2');
  });
});

describe.each([
  ['PostgreSQL', () => openDatabase({ databaseUrl: POSTGRES_URL, dataDir: null })],
  ['PGlite', () => openDatabase({ dataDir: null })],
] as const)('a named statement on %s', (kind, open) => {
  let database: DatabaseHandle | undefined;
  afterAll(async () => database?.close());

  it('answers rows with the values bound each time', async () => {
    database = open();
    const nameOf = createStatementNames(`named_test_${kind.toLowerCase()}`);
    const query = (n: number, label: string) => sql`select ${n}::int + 1 as next, ${label}::text as label`;
    expect(await executeNamed(database.db, nameOf, query(1, 'a'))).toEqual([{ next: 2, label: 'a' }]);
    expect(await executeNamed(database.db, nameOf, query(41, 'b'))).toEqual([{ next: 42, label: 'b' }]);
  });
});

describe.each([
  ['PostgreSQL', () => openDatabase({ databaseUrl: POSTGRES_URL, dataDir: null })],
  ['PGlite', () => openDatabase({ dataDir: null })],
] as const)('a statement template on %s', (kind, open) => {
  let database: DatabaseHandle | undefined;
  afterAll(async () => database?.close());

  it('is built once per shape and runs with the values of each call', async () => {
    database = open();
    const run = createStatementTemplates(`template_test_${kind.toLowerCase()}`);
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select ${sql.placeholder('n')}::int + 1 as next, ${sql.placeholder('label')}::text as label`;
    };
    expect(await run(database.db, 'plus-one', build, { n: 1, label: 'a' })).toEqual([
      { next: 2, label: 'a' },
    ]);
    expect(await run(database.db, 'plus-one', build, { n: 41, label: 'b' })).toEqual([
      { next: 42, label: 'b' },
    ]);
    expect(builds).toBe(1);
    // Another shape is built on its own.
    const twice = () => sql`select ${sql.placeholder('n')}::int * 2 as next`;
    expect(await run(database.db, 'twice', twice, { n: 21 })).toEqual([{ next: 42 }]);
  });
});

describe('a named statement on a PostgreSQL connection', () => {
  let database: DatabaseHandle | undefined;
  afterAll(async () => database?.close());

  it('is prepared once on its connection and then only bound', async () => {
    database = openDatabase({ databaseUrl: POSTGRES_URL, dataDir: null });
    const nameOf = createStatementNames('named_test_prepared');
    const names = await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await executeNamed(tx, nameOf, sql`select ${n}::int as n`);
      return executeNamed<{ name: string }>(
        tx,
        () => undefined,
        sql`select name from pg_prepared_statements where name like 'named_test_prepared%'`,
      );
    });
    expect(names).toEqual([{ name: 'named_test_prepared_1' }]);
  });
});
