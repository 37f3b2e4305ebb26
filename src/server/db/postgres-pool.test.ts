import { EventEmitter } from 'node:events';
import type pg from 'pg';
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
