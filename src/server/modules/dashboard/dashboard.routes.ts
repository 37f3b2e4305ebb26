import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@shared/dashboard/dashboard.schemas';
import { requireViewer } from '../../lib/viewer';
import { getDashboard, type DashboardDeps } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<Omit<DashboardDeps, 'logError'>> = async (app, deps) => {
  app.get(
    '/api/me/dashboard',
    { config: { access: 'signedIn' }, schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } },
    async (request) =>
      getDashboard(
        {
          db: deps.db,
          content: deps.content,
          logError: (error) => request.log.error({ err: error }, 'recommendations failed'),
        },
        await requireViewer(request),
      ),
  );
};
