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
    open.add(client);
    client.once('end', () => open.delete(client));
  });
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
