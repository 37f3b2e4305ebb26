import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsReportSchema } from '@shared/insights/insights.schemas';
import type { Database } from '../../db/client';
import { requireViewer } from '../../lib/viewer';
import { getInsights } from './insights.service';

export interface InsightsDeps {
  db: Database;
  now?: () => Date;
}

export const insightsRoutes: FastifyPluginAsyncZod<InsightsDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  app.get(
    '/api/me/insights',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['insights'],
        summary: "Patterns across the member's own tools, computed at most once a day",
        response: { 200: insightsReportSchema },
      },
    },
    async (request) => getInsights(deps.db, (await requireViewer(request)).userId, now()),
  );
};
