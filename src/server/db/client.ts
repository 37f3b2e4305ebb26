import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenOnPglite, listenOnServer, type Listen } from './notifications';
import { migrationsFolder } from './paths';
import { openPool, withAdvisoryLock } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel: the changes of other processes on PostgreSQL without Redis arrive this way. */
  listen: Listen;
  /**
   * Runs the start-up work (migrations, seed) while holding the start-up lock: processes started together on
   * one PostgreSQL server take turns (an advisory lock on a connection of its own), so exactly one migrates an
   * empty database and seeds it, and the others find it done. The embedded database has one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool's use now (PostgreSQL only): the metrics read it at each scrape. */
  poolStats?(): PoolStats;
  /**
   * One statement (or several, without parameters) outside drizzle: the job queue's own SQL (pg-boss) goes
   * through this, on the same pool or embedded database as the app.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** The embedded database as a tarball (PGlite only), to start copies from. */
  dumpDataDir?(compression: 'gzip' | 'none'): Promise<Blob>;
}

/** Connections open in the pool, those idle among them, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string | null;
  /** Told when the server drops an idle connection (a restart, a failover); the pool then opens a new one. */
  onConnectionError?: (error: Error) => void;
  /** An embedded database to start from (a dump of a migrated one): tests skip initdb and migrations. */
  loadDataDir?: Blob;
  /** Called with every statement drizzle sends and its parameters (tests count round trips with it). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** How a dropped connection is reported when nobody passes a logger (scripts, tests, start-up). */
export function reportDroppedConnectionOnStderr(error: Error): void {
  process.stderr.write(`PostgreSQL dropped an idle connection: ${error.message}\n`);
}

const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
];

function queryLogger(onQuery: OpenDatabaseOptions['onQuery']) {
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite persisted in dataDir (or in memory when dataDir is null). */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { pool, close } = openPool(
      options.databaseUrl,
      options.onConnectionError ?? reportDroppedConnectionOnStderr,
    );
    const db = drizzlePg(pool, { schema, logger: queryLogger(options.onQuery) });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close,
      listen: listenOnServer(options.databaseUrl),
      exclusively: withAdvisoryLock(options.databaseUrl),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer with one result each: the last one is what the caller asked for.
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
        return { rows: last.rows, rowCount: last.rowCount ?? last.rows.length };
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const settings = {
    // PostgreSQL's defaults (128 MB of shared buffers) suit a server, not a process that also serves the app.
    postgresqlconf: EMBEDDED_SETTINGS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const client = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
  const db = drizzlePglite(client, { schema, logger: queryLogger(options.onQuery) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: listenOnPglite(client),
    exclusively: (work) => work(),
    dumpDataDir: (compression) => client.dumpDataDir(compression),
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      // Without parameters the text may hold several statements, which only exec runs.
      const last = (await client.exec(text)).at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}
