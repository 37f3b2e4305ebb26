import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOrderOf } from '@shared/dates/date-order';
import { progressChartCsv, progressChartCsvName } from '@shared/progress/progress-csv';
import {
  moodTodaySchema,
  progressQuerySchema,
  progressReportSchema,
} from '@shared/progress/progress.schemas';
import { notFound } from '../../lib/app-error';
import { requireViewer } from '../../lib/viewer';
import { getMoodToday, getProgressReport, type ProgressDeps } from './progress.service';

export const progressRoutes: FastifyPluginAsyncZod<ProgressDeps> = async (app, deps) => {
  app.get(
    '/api/me/mood-today',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['progress'],
        summary:
          "The average mood of the member's journal entries today, in their own day (null without one)",
        response: { 200: moodTodaySchema },
      },
    },
    async (request) => getMoodToday(deps.db, (await requireViewer(request)).userId),
  );

  app.get(
    '/api/progress/:featureId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['progress'],
        summary: 'A progress section, ready to draw (or one chart’s numbers as CSV with format=csv&chart=id)',
        params: z.object({ featureId: z.string().min(1).max(60) }),
        querystring: progressQuerySchema,
        response: { 200: z.union([progressReportSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const viewer = await requireViewer(request);
      const report = await getProgressReport(
        deps,
        viewer.userId,
        request.params.featureId,
        { from, to },
        dateOrderOf(request.headers['accept-language']),
      );
      if (format !== 'csv') return report;
      // One table a file, header row first: spreadsheets import several titled tables in one file wrongly.
      const wanted = request.query.chart;
      const chart = wanted ? report.charts.find((c) => c.id === wanted) : report.charts[0];
      if (!chart) throw notFound('That chart is not part of this progress section.');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${progressChartCsvName(report, chart)}"`)
        .send(progressChartCsv(chart));
    },
  );
};
