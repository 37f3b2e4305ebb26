import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crisisLinesInputSchema, crisisLinesSchema } from '@shared/help/crisis-lines.schemas';
import type { Database } from '../../db/client';
import { listCrisisLines, replaceCrisisLines } from './crisis-lines.service';

/** The help panel's crisis lines: read by anyone (visitors included), replaced whole by an admin. */
export const crisisLineRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/help/crisis-lines',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help'],
        summary: 'Crisis lines per country, for the help panel (the device keeps a copy for offline use)',
        response: { 200: crisisLinesSchema },
      },
    },
    async () => listCrisisLines(db),
  );

  app.put(
    '/api/admin/crisis-lines',
    {
      config: {
        access: 'admin',
        // Nothing keeps the lines in memory: every read is one indexed query, so nothing needs telling.
        changes: 'none',
        audit: { action: 'crisis_lines.update', target: 'crisis_lines' },
      },
      schema: {
        tags: ['admin'],
        summary: 'Replace the crisis lines with this list, in this order',
        body: crisisLinesInputSchema,
        response: { 200: crisisLinesSchema },
      },
    },
    async (request) => replaceCrisisLines(db, request.audit, request.body),
  );
};
