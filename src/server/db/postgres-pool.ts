import pg from 'pg';

/**
 * A pool that survives the server dropping an idle connection, and whose close() resolves only once every
 * connection has really gone. pg-pool's own end() resolves as soon as it has asked them to close, and an idle
 * connection that errors without a pool 'error' listener would crash the process.
 */
export function openPool(url: string, onConnectionError: (error: Error) => void) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const open = new Set<pg.PoolClient>();
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) onConnectionError(error);
  });
  pool.on('connect', (client) => {
    // A connection dropped while checked out (a transaction between two statements) emits 'error' on the
    // client, where pg-pool listens only while it is idle: without this, pg_terminate_backend stops the process.
    // Its query (or the next one) fails instead, and pg-pool discards it on release.
    client.on('error', () => {});
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  retryReadsOnDroppedConnection(pool);
  async function close(): Promise<void> {
    closing = true;
    await pool.end();
    const ends = [...open].map(
      (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
    );
    await Promise.all(ends);
  }
  return { pool, close };
}

// Errors that mean the connection died (a restart, a failover, pg_terminate_backend), not that the query was wrong.
const DROPPED_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED']);
const DROPPED_MESSAGES = [/Connection terminated/i, /not queryable/i, /connection error/i];

/** Also when wrapped: drizzle's query error (and ours, which hides the SQL) keeps pg's error as its cause. */
export function isDroppedConnection(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && DROPPED_CODES.has(code)) ||
    DROPPED_MESSAGES.some((m) => m.test(error.message)) ||
    isDroppedConnection(error.cause, depth + 1)
  );
}

const READ_ONLY = /^\s*(select|explain)\b/i;

/**
 * A read that fails because its connection was dropped runs once more on a fresh connection: repeating a
 * SELECT is harmless, so a terminated connection costs the member nothing. Writes are never repeated (the
 * first may have committed).
 */
function retryReadsOnDroppedConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const retrying = async (config: unknown, values?: unknown) => {
    try {
      return await query(config, values);
    } catch (error) {
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text !== 'string' || !READ_ONLY.test(text) || !isDroppedConnection(error)) throw error;
      return query(config, values);
    }
  };
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    // The callback forms are pg's own; drizzle and we only use promises.
    if (typeof values === 'function' || typeof callback === 'function') return query(config, values);
    return retrying(config, values);
  }) as typeof pool.query;
}

// Any fixed number, the same in every process of the app: the key of the start-up lock.
const STARTUP_LOCK_KEY = 740_421_977;

/** Runs work holding the start-up advisory lock, on a connection of its own (released with it, whatever happens). */
export function withAdvisoryLock(url: string) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {}); // a dropped lock connection fails the query below, not the process
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    }
  };
}
