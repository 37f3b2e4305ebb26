import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { masteryListSchema, masteryQuerySchema } from '@shared/mastery/mastery.schemas';
import { notFound } from '../../lib/app-error';
import { requireViewer } from '../../lib/viewer';
import type { Database } from '../../db/client';
import type { ContentService } from '../content/content.service';
import { findMastery } from './mastery.service';

export interface MasteryDeps {
  db: Database;
  content: ContentService;
  now?: () => Date;
}

export const masteryRoutes: FastifyPluginAsyncZod<MasteryDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  app.get(
    '/api/me/mastery',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['mastery'],
        summary: "The member's mastery of each skill a tool practises (of one category, or all)",
        querystring: masteryQuerySchema,
        response: { 200: masteryListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { bundle } = await deps.content.getBundle();
      const { categoryId } = request.query;
      if (categoryId !== undefined && !bundle.skillCategories.some((c) => c.id === categoryId))
        throw notFound('That category does not exist.');
      const skills =
        categoryId === undefined ? bundle.skills : bundle.skills.filter((s) => s.categoryId === categoryId);
      return { items: await findMastery(deps.db, skills, viewer.userId, now()) };
    },
  );
};
