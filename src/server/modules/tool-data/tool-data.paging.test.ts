import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { keysetPage } from '../../lib/keyset';
import { toolEntries } from './tool-data.table';
import { historyPageQuery, listToolEntries, toolEntryKeys } from './tool-data.repository';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
const TOOL = 'gratitude-log';
const data = { items: ['tea'] };

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  member = await signUpMember(app);
});
afterAll(async () => app.close());

/** Inserts entries whose created_at differ only in microseconds, several sharing the very same instant. */
async function insertSameMillisecond(userId: string, count: number) {
  await app.database.db.execute(sql`
    insert into tool_entries (user_id, tool_key, data, created_at)
    select ${userId}, ${TOOL}, ${JSON.stringify(data)}::jsonb,
           timestamptz '2026-11-20 08:30:00.250' + make_interval(secs => (g % 7) / 1000000.0)
    from generate_series(1, ${count}) as g`);
}

describe('tool history paging', () => {
  it('walks entries created in the same millisecond: every entry exactly once, newest first', async () => {
    await insertSameMillisecond(member.userId, 61);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await app.server.inject({
        method: 'GET',
        url: `/api/tools/${TOOL}/entries?limit=5${query}`,
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: { id: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    const all = await queryRows<{ id: string }>(
      app,
      sql`select id from tool_entries where user_id = ${member.userId} order by created_at desc, id desc`,
    );
    expect(seen).toEqual(all.map((r) => r.id));
    expect(new Set(seen).size).toBe(61);
  });

  it.each([
    'not-a-cursor',
    Buffer.from('["0000-01-01T00:00:00.000000Z","x"]').toString('base64url'),
    Buffer.from('[1,2]').toString('base64url'),
  ])('answers a forged cursor %s with 400', async (cursor) => {
    const response = await app.server.inject({
      method: 'GET',
      url: `/api/tools/${TOOL}/entries?cursor=${cursor}`,
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });
  });

  it('writes the page size out in its prepared statements, so PostgreSQL keeps one generic plan', () => {
    // A bound LIMIT makes the generic plan look far dearer than a custom one: PostgreSQL then plans every
    // history page again on bind.
    for (const afterCursor of [false, true]) {
      const { sql: text } = historyPageQuery(
        app.database.db,
        keysetPage(toolEntryKeys, undefined, 20),
        afterCursor,
      ).toSQL();
      expect(text).toMatch(/ limit 21$/);
    }
  });

  it('reads the first page and a deep page by an index scan with no sort', async () => {
    const other = await signUpMember(app);
    await app.database.db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select ${other.userId}, ${TOOL}, '{}'::jsonb, now() - make_interval(secs => g)
      from generate_series(1, 3000) as g`);
    await app.database.db.execute(sql`analyze tool_entries`);
    const first = keysetPage(toolEntryKeys, undefined, 20);
    const firstRows = await listToolEntries(app.database.db, {
      userId: other.userId,
      toolKey: TOOL,
      page: first,
    });
    let deepCursor = first.finish(firstRows).nextCursor!;
    for (let i = 0; i < 50; i += 1) {
      const page = keysetPage(toolEntryKeys, deepCursor, 20);
      deepCursor = page.finish(
        await listToolEntries(app.database.db, { userId: other.userId, toolKey: TOOL, page }),
      ).nextCursor!;
    }
    for (const cursor of [undefined, deepCursor]) {
      const page = keysetPage(toolEntryKeys, cursor, 20);
      const query = app.database.db
        .select({ id: toolEntries.id, ...page.keyFields })
        .from(toolEntries)
        .where(
          sql`${toolEntries.userId} = ${other.userId} and ${toolEntries.toolKey} = ${TOOL}${page.where ? sql` and ${page.where}` : sql``}`,
        )
        .orderBy(...page.orderBy)
        .limit(page.fetchLimit);
      const { sql: text, params } = query.toSQL();
      const plan = await queryRows<{ 'QUERY PLAN': string }>(app, sql.raw(`explain ${inline(text, params)}`));
      const lines = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(lines).toMatch(/Index (Only )?Scan using tool_entries_user_tool_created_idx/);
      expect(lines).not.toMatch(/Sort/);
    }
  });
});

/** The query with its parameters written in as literals, for EXPLAIN (which takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
