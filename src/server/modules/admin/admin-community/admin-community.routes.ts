import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPostPageSchema,
  adminPostsQuerySchema,
  reportGroupPageSchema,
  reportGroupsQuerySchema,
  reviewReportResultSchema,
  reviewReportSchema,
} from '@shared/admin/admin-community.schemas';
import type { Database } from '../../../db/client';
import { deletePost, listPosts, listReportGroups, reviewReport } from '../../community/moderation/moderation.service';
import { forumChanged } from '../../../lib/changes/change';

const params = z.object({ id: z.string().min(1).max(100) });

/** Community moderation: every post, deleting any of them, and the reports queue with its decisions. */
export const adminCommunityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  // Moderation is rare and touches posts, replies and reputations: the whole forum changes.
  const moderation = { access: 'admin', changes: [forumChanged] } as const;
  const audit = (action: string, target: string) => ({ action, target });

  app.get(
    '/api/admin/community/posts',
    { config, schema: { tags, querystring: adminPostsQuerySchema, response: { 200: adminPostPageSchema } } },
    async (request) => listPosts(db, request.query),
  );

  app.delete(
    '/api/admin/community/posts/:id',
    {
      config: { ...moderation, audit: audit('post.delete', 'post') },
      schema: { tags, params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePost(db, request.audit, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/reports',
    {
      config,
      schema: { tags, querystring: reportGroupsQuerySchema, response: { 200: reportGroupPageSchema } },
    },
    async (request) => listReportGroups(db, request.query),
  );

  app.patch(
    '/api/admin/reports/:id',
    {
      // The target is the reported post or reply, which the service names.
      config: { ...moderation, audit: audit('report.review', 'post') },
      schema: { tags, params, body: reviewReportSchema, response: { 200: reviewReportResultSchema } },
    },
    async (request) => reviewReport(db, request.audit, request.params.id, request.body),
  );
};
