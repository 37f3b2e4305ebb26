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

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** A parameter written in as a literal, for EXPLAIN of a statement a request sent. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function* planNodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* planNodes(child);
}

export interface TableScan<T extends string> {
  table: T;
  type: string;
  index?: string;
  rowsRead: number;
}

/**
 * Every scan of the named tables in the statements one GET sent (asked twice: the second, warm, is measured,
 * after `beforeMeasured`), run again under EXPLAIN ANALYZE, with the rows each read.
 */
export async function scansOfRequest<T extends string>(
  app: TestApp,
  request: { url: string; cookie: string; beforeMeasured?: () => Promise<void> },
  tables: readonly T[],
) {
  const get = () =>
    app.server.inject({ method: 'GET', url: request.url, headers: { cookie: request.cookie } });
  await get();
  await request.beforeMeasured?.();
  app.queries.reset();
  const response = await get();
  if (response.statusCode !== 200) throw new Error(`${request.url} answered ${response.statusCode}`);
  const statements = app.queries.statements.map((text, i) =>
    text.replace(/\$(\d+)/g, (_m, n: string) => literal(app.queries.params[i]?.[Number(n) - 1])),
  );
  const isTable = (name: string | undefined): name is T => tables.includes(name as T);
  const prefix = new RegExp(`^(${tables.join('|')})_`);
  const scans: TableScan<T>[] = [];
  for (const statement of statements) {
    if (!/^\s*(select|with)\b/i.test(statement)) continue;
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      app,
      sql.raw(`explain (analyze, format json) ${statement}`),
    );
    for (const node of planNodes(row!['QUERY PLAN'][0].Plan)) {
      // A bitmap's index scan names its index only.
      const table = node['Relation Name'] ?? node['Index Name']?.match(prefix)?.[1];
      if (!isTable(table)) continue;
      const perLoop = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
      scans.push({
        table,
        type: node['Node Type'],
        index: node['Index Name'],
        rowsRead: Math.round(perLoop * (node['Actual Loops'] ?? 1)),
      });
    }
  }
  return { statements: statements.length, scans };
}
