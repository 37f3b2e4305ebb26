import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { ContentService } from '../content/content.service';
import { requireViewer } from '../../lib/viewer';
import { exportMemberData } from './export.service';

export const dataExportRoutes: FastifyPluginAsyncZod<{ db: Database; content: ContentService }> = async (
  app,
  { db, content },
) => {
  app.get(
    '/api/me/export',
    { config: { access: 'signedIn' }, schema: { tags: ['data-export'], summary: 'Download my data (ZIP)' } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { bundle } = await content.getBundle();
      const zip = await exportMemberData(db, viewer.userId, bundle.skills);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="design-your-life-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
};
