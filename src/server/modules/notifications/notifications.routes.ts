import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationReadResultSchema,
  notificationSeenResultSchema,
} from '@shared/community/community.schemas';
import type { Database } from '../../db/client';
import { requireViewer } from '../../lib/viewer';
import * as service from './notifications.service';
import { viewerChanged } from '../../plugins/declared-changes';

/** The member's own notifications: listed newest first, marked read by id or all at once. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['notifications'];
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: { tags, querystring: notificationQuerySchema, response: { 200: notificationPageSchema } },
    },
    async (request) => service.listNotifications(db, await requireViewer(request), request.query),
  );
  app.post(
    '/api/notifications/read',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, body: markNotificationsReadSchema, response: { 200: notificationReadResultSchema } },
    },
    async (request) => service.markNotificationsRead(db, await requireViewer(request), request.body),
  );
  app.post(
    '/api/notifications/seen',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, response: { 200: notificationSeenResultSchema } },
    },
    async (request) => service.markNotificationsSeen(db, await requireViewer(request)),
  );
};
