import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@shared/admin/admin-audit.schemas';
import type { Database } from '../../../db/client';
import { listAudit } from './admin-audit.service';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(db, request.query),
  );
};
