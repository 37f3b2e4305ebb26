import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPool } from './postgres-pool';

// No server is needed: pg.Pool connects lazily, and the events below are what it emits for real clients.
const url = 'postgres://nobody@127.0.0.1:1/none';

describe('the PostgreSQL pool', () => {
  it('reports an idle connection the server dropped instead of crashing the process', async () => {
    const onConnectionError = vi.fn();
    const { pool, close } = openPool(url, onConnectionError);
    const dropped = new Error('terminating connection due to administrator command');
    expect(() => pool.emit('error', dropped)).not.toThrow();
    expect(onConnectionError).toHaveBeenCalledWith(dropped);
    await close();
  });

  it('closes only once every connection has really ended, and stays quiet about them meanwhile', async () => {
    const onConnectionError = vi.fn();
    const { pool, close } = openPool(url, onConnectionError);
    const connection = new EventEmitter() as unknown as pg.PoolClient;
    pool.emit('connect', connection);
    let closed = false;
    const closing = close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    expect(() => pool.emit('error', new Error('terminating connection'))).not.toThrow();
    expect(onConnectionError).not.toHaveBeenCalled();
    (connection as unknown as EventEmitter).emit('end');
    await closing;
    expect(closed).toBe(true);
  });
});

// This machine kind (and CI) runs PostgreSQL here; the API suite uses the same server.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('a read on a connection the server drops', () => {
  it('runs once more on a fresh connection and answers; a write is not repeated', async () => {
    const { pool, close } = openPool(serverUrl, () => {});
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    try {
      const pid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const slow = pool.query<{ answer: number }>('select 42 as answer from pg_sleep(0.5)');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await killer.query('select pg_terminate_backend($1)', [pid]);
      expect((await slow).rows).toEqual([{ answer: 42 }]);

      const writerPid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      // Settled into a value at once, so its failure is never an unhandled rejection while we wait.
      const write = pool.query('create temporary table t as select 1 as x from pg_sleep(0.5)').then(
        () => 'completed',
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await killer.query('select pg_terminate_backend($1)', [writerPid]);
      expect(await write).toBeInstanceOf(Error);
    } finally {
      await killer.end();
      await close();
    }
  });

  it('drops a connection terminated while checked out (between two statements) without stopping the process', async () => {
    const { pool, close } = openPool(serverUrl, () => {});
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    try {
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const dropped = new Promise((resolve) => client.once('error', resolve));
      await killer.query('select pg_terminate_backend($1)', [pid]);
      // Without a listener of the pool's own, this 'error' event would be thrown as an uncaught exception.
      await dropped;
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await killer.end();
      await close();
    }
  });
});
