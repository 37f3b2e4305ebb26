import { sql } from 'drizzle-orm';
import { queryRows, type TestApp } from './test-app';

/** The query with its parameters written in as literals, for EXPLAIN (which takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** The plan the database chooses for a built query, one line of EXPLAIN's text a line. */
export async function explainPlan(app: TestApp, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const plan = await queryRows<{ 'QUERY PLAN': string }>(app, sql.raw(`explain ${inline(text, params)}`));
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}
