import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Viewer } from '../profiles/viewer';
import type { SessionCache } from './session-cache';
import { sessionMarks } from './session-marks.table';

/**
 * For processes that share PostgreSQL but no Redis: no session is cached, since nothing could tell a process
 * of a revocation in time. Each request reads its session with one query (batched with the other requests of
 * the same turn, see session-lookup.ts), which also reads the member's mark from the database in the same
 * snapshot. The mark becomes the viewer's generation, so the per-member page caches still hold between writes.
 */
export function createDatabaseMarkedSessions(db: Database): SessionCache {
  return {
    marksInDatabase: true,
    async begin() {
      return 0;
    },
    async get() {
      return null;
    },
    async set(_token, viewer, _expiresAt, _begunAt, markReadWithSession): Promise<Viewer> {
      return { ...viewer, generation: markReadWithSession ?? 0 };
    },
    async invalidateUser(userId) {
      await db.execute(
        sql`insert into ${sessionMarks} (user_id, mark) values (${userId}, nextval('session_mark_seq'))
            on conflict (user_id) do update set mark = excluded.mark`,
      );
    },
  };
}
