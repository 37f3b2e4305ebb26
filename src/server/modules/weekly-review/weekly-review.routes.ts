import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@shared/api/error.schemas';
import { toolEntrySchema } from '@shared/tools/tool-api.schemas';
import {
  completeReviewSchema,
  reviewDaySchema,
  reviewStatusSchema,
  skipReviewSchema,
  weeklyReviewSchema,
} from '@shared/weekly-review/weekly-review.schemas';
import type { Database } from '../../db/client';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import type { ContentService } from '../content/content.service';
import * as review from './weekly-review.service';

export interface WeeklyReviewDeps {
  db: Database;
  content: ContentService;
  now?: () => Date;
}

const tags = ['weekly-review'];

export const weeklyReviewRoutes: FastifyPluginAsyncZod<WeeklyReviewDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  const userOf = async (request: Parameters<typeof requireViewer>[0]) =>
    (await requireViewer(request)).userId;

  app.get(
    '/api/me/weekly-review/status',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "Whether this week's review is open", response: { 200: reviewStatusSchema } },
    },
    async (request) => review.getReviewStatus(deps.db, await userOf(request), now()),
  );

  app.get(
    '/api/me/weekly-review',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "This week's review: wins, the values compass and one insight",
        response: { 200: weeklyReviewSchema },
      },
    },
    async (request) => {
      const { bundle } = await deps.content.getBundle();
      return review.getWeeklyReview(deps.db, bundle.skills, await userOf(request), now());
    },
  );

  app.post(
    '/api/me/weekly-review',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: {
        tags,
        summary: "Ends this week's review with an intention for the next week",
        body: completeReviewSchema,
        response: { 201: z.object({ intention: toolEntrySchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await review.completeReview(deps.db, await userOf(request), request.body, now())),
  );

  app.post(
    '/api/me/weekly-review/skip',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: {
        tags,
        summary: "Skips this week's review",
        body: skipReviewSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await review.skipReview(deps.db, await userOf(request), request.body.weekStart, now());
      return { ok: true as const };
    },
  );

  app.put(
    '/api/me/weekly-review/day',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: {
        tags,
        summary: 'The weekday the review opens',
        body: reviewDaySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await review.setReviewWeekday(deps.db, await userOf(request), request.body.weekday);
      return { ok: true as const };
    },
  );
};
