import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@shared/admin/admin-dashboard.schemas';
import type { Database } from '../../../db/client';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: adminDashboardSchema } } },
    async () => getDashboard(db),
  );
};
