import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { progressCsv, progressQuerySchema, progressReportSchema } from '@shared/progress/progress.schemas';
import { requireViewer } from '../profiles/viewer';
import { getProgressReport, type ProgressDeps } from './progress.service';

export const progressRoutes: FastifyPluginAsyncZod<ProgressDeps> = async (app, deps) => {
  app.get(
    '/api/progress/:featureId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['progress'],
        summary: 'A progress section, ready to draw (or its numbers as CSV with format=csv)',
        params: z.object({ featureId: z.string().min(1).max(60) }),
        querystring: progressQuerySchema,
        response: { 200: z.union([progressReportSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const viewer = await requireViewer(request);
      const report = await getProgressReport(deps, viewer.userId, request.params.featureId, { from, to });
      if (format !== 'csv') return report;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="progress-${report.featureId}-${from}-${to}.csv"`,
        )
        .send(progressCsv(report));
    },
  );
};
