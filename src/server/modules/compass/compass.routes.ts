import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compassQuerySchema, compassSchema } from '@shared/compass/compass.schemas';
import { topValuesSchema } from '@shared/compass/top-values.schemas';
import type { Database } from '../../db/client';
import { requireViewer } from '../../lib/viewer';
import type { ContentService } from '../content/content.service';
import { findTopValues, getCompass } from './compass.service';

export interface CompassDeps {
  db: Database;
  content: ContentService;
  now?: () => Date;
}

const tags = ['compass'];

export const compassRoutes: FastifyPluginAsyncZod<CompassDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  app.get(
    '/api/me/values',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The top values of the member's latest card sort, to tag actions with",
        response: { 200: topValuesSchema },
      },
    },
    async (request) => ({ topValues: await findTopValues(deps.db, (await requireViewer(request)).userId) }),
  );

  app.get(
    '/api/me/compass',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Each top value’s importance beside how it was lived in a week, the largest gap first',
        querystring: compassQuerySchema,
        response: { 200: compassSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { bundle } = await deps.content.getBundle();
      return getCompass(deps.db, bundle.skills, viewer.userId, request.query.week, now());
    },
  );
};
