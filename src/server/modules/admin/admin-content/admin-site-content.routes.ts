import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homepageLayoutInputSchema,
  homepageLayoutSchema,
  pageIdSchema,
  pageInputSchema,
  pageSchema,
  progressFeatureInputSchema,
  progressFeatureSchema,
} from '@shared/admin/admin-content.schemas';
import { requireViewer } from '../../profiles/viewer';
import type { AdminContentDeps } from './admin-content-write';
import { createSiteContentService } from './admin-site-content.service';
import { contentChanged } from '../../../lib/changes/change';

export const adminSiteContentRoutes: FastifyPluginAsyncZod<AdminContentDeps> = async (app, deps) => {
  const site = createSiteContentService(deps);
  const tags = ['admin'];
  // Pages, the homepage layout and progress features are part of the content bundle.
  const contentWrite = { access: 'admin', changes: [contentChanged] } as const;

  app.put(
    '/api/admin/pages/:pageId',
    {
      config: contentWrite,
      schema: {
        tags,
        params: z.object({ pageId: pageIdSchema }),
        body: pageInputSchema,
        response: { 200: pageSchema },
      },
    },
    async (request) =>
      site.updatePage((await requireViewer(request)).userId, request.params.pageId, request.body.content),
  );

  app.put(
    '/api/admin/homepage-layout',
    {
      config: contentWrite,
      schema: { tags, body: homepageLayoutInputSchema, response: { 200: homepageLayoutSchema } },
    },
    async (request) => site.updateHomepageLayout((await requireViewer(request)).userId, request.body),
  );

  app.put(
    '/api/admin/progress-features/:id',
    {
      config: contentWrite,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(60) }),
        body: progressFeatureInputSchema,
        response: { 200: progressFeatureSchema },
      },
    },
    async (request) =>
      site.setFeatureVisibility(
        (await requireViewer(request)).userId,
        request.params.id,
        request.body.isVisible,
      ),
  );
};
