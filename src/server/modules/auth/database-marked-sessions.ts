import type { Viewer } from '../profiles/viewer';
import type { SessionCache } from './session-cache';

/**
 * For processes that share PostgreSQL but no Redis: no session is cached, since nothing could tell a process
 * of a revocation in time. Each request reads its session with one query (batched with the other requests of
 * the same turn, see session-lookup.ts), which also reads the member's mark from the database in the same
 * snapshot. The mark becomes the viewer's stamp, so the per-member page caches still hold between writes.
 */
export function createDatabaseMarkedSessions(): SessionCache {
  return {
    marksInDatabase: true,
    async begin() {
      return null;
    },
    async get() {
      return null;
    },
    async set(_token, viewer, _expiresAt, _begun, markReadWithSession): Promise<Viewer> {
      return { ...viewer, stamp: `db.${markReadWithSession ?? 0}` };
    },
    clear() {},
  };
}
