import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createMemoryState } from './memory-state';
import { createPostgresState } from './postgres-state';
import type { SharedState } from './shared-state';

export type HealthReport = (healthy: boolean, reason?: string) => void;

/**
 * The shared state a deployment needs: Redis when REDIS_URL is set; PostgreSQL's own LISTEN/NOTIFY and tables
 * for several processes on one PostgreSQL server; memory for the embedded database (one process by nature).
 * Never waits for Redis: a process starts and serves from the database while Redis is down.
 */
export async function openSharedState(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>,
  database: DatabaseHandle,
  onHealth: HealthReport,
): Promise<SharedState> {
  if (config.REDIS_URL) {
    // ioredis loads only when Redis is configured.
    const { createRedisState } = await import('./redis-state');
    return createRedisState(config.REDIS_URL, { prefix: config.REDIS_PREFIX, onHealth });
  }
  if (database.kind === 'postgres') return createPostgresState(database, { onHealth });
  return createMemoryState();
}
