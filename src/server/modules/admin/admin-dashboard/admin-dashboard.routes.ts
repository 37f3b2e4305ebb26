import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, adminNavCountsSchema } from '@shared/admin/admin-dashboard.schemas';
import type { Database } from '../../../db/client';
import { getDashboard, getNavCounts } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: adminDashboardSchema } } },
    async () => getDashboard(db),
  );
  // Asked by the admin menu on every admin page: one small count, not the dashboard's every figure.
  app.get(
    '/api/admin/nav-counts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Counts the admin menu shows',
        response: { 200: adminNavCountsSchema },
      },
    },
    async () => getNavCounts(db),
  );
};
