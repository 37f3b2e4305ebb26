import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/changes/change-feed';
import type { SharedState } from '../../shared-state/shared-state';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });
const readinessSchema = z.object({
  ready: z.boolean(),
  shuttingDown: z.boolean(),
  database: z.enum(['up', 'down']),
  sharedStore: z.enum(['up', 'down', 'none']),
});

// A database that does not answer this fast is as good as down for the load balancer's check.
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (/api/health: the process answers and its database does) and readiness (/api/ready: send it
 * traffic; false while the database or a configured shared store is unreachable, changes wait to be sent, or
 * the process is shutting down).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  state: Pick<SharedState, 'kind'>;
  changes: Pick<ChangeFeed, 'live'>;
  /** True once the process has been told to stop: the load balancer sends it nothing new. */
  shuttingDown: () => boolean;
}> = async (app, { db, state, changes, shuttingDown }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        reply.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers(db)) ? 'up' : 'down';
      // Down also while this process's own changes wait to be sent: the others may serve what it changed.
      const sharedStore = state.kind === 'memory' ? 'none' : changes.live() ? 'up' : 'down';
      const stopping = shuttingDown();
      const ready = database === 'up' && sharedStore !== 'down' && !stopping;
      return reply.status(ready ? 200 : 503).send({ ready, shuttingDown: stopping, database, sharedStore });
    },
  );
};
