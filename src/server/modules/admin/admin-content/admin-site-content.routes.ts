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
import type { AdminContentDeps } from '../../content/editing/content-write';
import { createSiteContentService } from '../../content/editing/site-content.service';
import { contentChanged } from '../../../lib/changes/change';

export const adminSiteContentRoutes: FastifyPluginAsyncZod<AdminContentDeps> = async (app, deps) => {
  const site = createSiteContentService(deps);
  const tags = ['admin'];
  // Pages, the homepage layout and progress features are part of the content bundle.
  const contentWrite = { access: 'admin', changes: [contentChanged] } as const;
  const audited = (action: string, target: string, targetParam?: string) => ({
    ...contentWrite,
    audit: { action, target, ...(targetParam ? { targetParam } : {}) },
  });

  app.put(
    '/api/admin/pages/:pageId',
    {
      config: audited('page.update', 'page', 'pageId'),
      schema: {
        tags,
        params: z.object({ pageId: pageIdSchema }),
        body: pageInputSchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => site.updatePage(request.audit, request.params.pageId, request.body.content),
  );

  app.put(
    '/api/admin/homepage-layout',
    {
      config: audited('homepage_layout.update', 'homepage_layout'),
      schema: { tags, body: homepageLayoutInputSchema, response: { 200: homepageLayoutSchema } },
    },
    async (request) => site.updateHomepageLayout(request.audit, request.body),
  );

  app.put(
    '/api/admin/progress-features/:id',
    {
      config: audited('progress_feature.update', 'progress_feature'),
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(60) }),
        body: progressFeatureInputSchema,
        response: { 200: progressFeatureSchema },
      },
    },
    async (request) => site.setFeatureVisibility(request.audit, request.params.id, request.body.isVisible),
  );
};
