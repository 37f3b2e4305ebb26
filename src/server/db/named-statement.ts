import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** How many shapes get a name; past it a statement is sent unnamed (parsed and planned each time, as before). */
export const NAMED_SHAPES_LIMIT = 256;

const dialect = new PgDialect();

/**
 * Names for hand-written statements by their text, which holds only their shape: every value is a parameter.
 * The same text always gets the same name (in any pool, on any connection), so PostgreSQL parses and plans it
 * once per connection and then only binds it.
 */
export function createStatementNames(prefix: string, limit = NAMED_SHAPES_LIMIT) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * Runs a hand-written statement as a named prepared statement (on PGlite, which has no pool of connections to
 * keep them on, the name is ignored) and returns its rows as objects, unmapped.
 */
export async function executeNamed<Row>(
  db: DbOrTx,
  nameOf: (text: string) => string | undefined,
  query: SQL,
): Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** A statement compiled once per shape: its text, its name and its parameters (placeholders among them). */
interface CompiledShape {
  sql: string;
  params: unknown[];
  name: string | undefined;
}

/**
 * Statements whose values are placeholders (`sql.placeholder('name')`), compiled once per shape and then only
 * run with the values: drizzle walking the same statement tree on every request to build its text was a fifth of
 * a feed page's CPU. `shape` names everything that changes the text (which filters, how many channels); the
 * values fill the placeholders.
 */
export function createStatementTemplates(prefix: string, limit = NAMED_SHAPES_LIMIT) {
  const nameOf = createStatementNames(prefix, limit);
  const shapes = new Map<string, CompiledShape>();
  return async function executeTemplate<Row>(
    db: DbOrTx,
    shape: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    let compiled = shapes.get(shape);
    if (!compiled) {
      const query = dialect.sqlToQuery(build());
      compiled = { sql: query.sql, params: query.params, name: nameOf(query.sql) };
      if (shapes.size < limit) shapes.set(shape, compiled);
    }
    const prepared = db._.session.prepareQuery(
      { sql: compiled.sql, params: compiled.params },
      undefined,
      compiled.name,
      false,
    );
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
