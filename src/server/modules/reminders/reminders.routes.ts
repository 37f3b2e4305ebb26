import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { okSchema } from '@shared/api/error.schemas';
import {
  pushDeviceSchema,
  pushSubscriptionInputSchema,
  reminderInputSchema,
  reminderPreferencesInputSchema,
  reminderPreferencesSchema,
  reminderSchema,
  reminderSettingsSchema,
  snoozeResultSchema,
} from '@shared/reminders/reminders.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { defineOwnership } from '../../lib/authorize';
import { isUuid } from '../../lib/uuid';
import { requireViewer } from '../../lib/viewer';
import * as service from './reminder-settings.service';
import { snoozeDelivery } from './reminder-snooze';
import { pushSubscriptions, reminderDeliveries, reminders } from './reminders.table';
import { emailLists, isUnsubscribeToken } from './unsubscribe-links';
import { stopForumDigest } from './forum-digest';
import { stopWeeklySummary } from './weekly-summary';
import type { VapidKeys } from './vapid-keys';

export interface ReminderRouteDeps {
  db: Database;
  vapidKeys: VapidKeys;
  /** The push services a device may name (config PUSH_SERVICE_HOSTS). */
  pushHosts: readonly string[];
  /** Signs the weekly summary's unsubscribe links. */
  unsubscribeKey: string;
}

const idParams = z.object({ id: z.uuid() });
// The owner check runs before the params are validated: an id that is not a UUID owns nothing (404).
const idOf = (request: { params: unknown }) => {
  const id = (request.params as { id?: unknown }).id;
  return typeof id === 'string' && isUuid(id) ? id : null;
};

/**
 * A member's reminders (per tool, per habit), quiet hours and snooze, and the devices that receive them. Nothing
 * here is cached anywhere: every read is a few indexed queries, so no write needs telling (`changes: 'none'`).
 */
export const reminderRoutes: FastifyPluginAsyncZod<ReminderRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['reminders'];
  /** A member's own row of one of the reminder tables, by the :id in the path (404 for anyone else). */
  const ownRow = (
    name: string,
    table: typeof reminders | typeof pushSubscriptions | typeof reminderDeliveries,
    missing: string,
  ) =>
    defineOwnership({
      name,
      ownerOf: async (request) => {
        const id = idOf(request);
        if (!id) return null;
        const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
        return row?.userId ?? null;
      },
      missing,
    });
  const reminderOwnership = ownRow('reminder', reminders, 'This reminder was not found.');
  const deviceOwnership = ownRow('push device', pushSubscriptions, 'This device was not found.');
  const deliveryOwnership = ownRow('reminder delivery', reminderDeliveries, 'This reminder was not found.');

  app.get(
    '/api/reminders',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: reminderSettingsSchema } } },
    async (request) =>
      service.readReminderSettings(db, (await requireViewer(request)).userId, deps.vapidKeys.publicKey),
  );

  app.put(
    '/api/reminders',
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, body: reminderInputSchema, response: { 200: reminderSchema } },
    },
    async (request) => service.saveReminder(db, await requireViewer(request), request.body),
  );

  app.delete(
    '/api/reminders/:id',
    {
      config: { access: 'owner', owns: reminderOwnership, changes: 'none' },
      schema: { tags, params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteReminder(db, await requireViewer(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/reminders/preferences',
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, body: reminderPreferencesInputSchema, response: { 200: reminderPreferencesSchema } },
    },
    async (request) => service.savePreferences(db, await requireViewer(request), request.body),
  );

  app.post(
    '/api/reminders/devices',
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, body: pushSubscriptionInputSchema, response: { 201: pushDeviceSchema } },
    },
    async (request, reply) => {
      const device = await service.addPushDevice(
        db,
        await requireViewer(request),
        request.body,
        deps.pushHosts,
        request.headers['user-agent'],
      );
      return reply.code(201).send(device);
    },
  );

  app.delete(
    '/api/reminders/devices/:id',
    {
      config: { access: 'owner', owns: deviceOwnership, changes: 'none' },
      schema: { tags, params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await service.removePushDevice(db, await requireViewer(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reminders/deliveries/:id/snooze',
    {
      config: { access: 'owner', owns: deliveryOwnership, changes: 'none' },
      schema: { tags, params: idParams, response: { 200: snoozeResultSchema } },
    },
    async (request) => snoozeDelivery(db, await requireViewer(request), request.params.id),
  );

  // The weekly summary's and the forum digest's one-click unsubscribe (RFC 8058): the mail app POSTs "List-Unsubscribe=One-Click" as a
  // form, and the page the mail links to POSTs with no body. The signed link is the authority: no session.
  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
        done(null, undefined),
      );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/reminders/unsubscribe',
      {
        config: { access: 'public', changes: 'none' },
        schema: {
          tags,
          querystring: z.object({
            member: z.string().max(100),
            token: z.string().max(100),
            list: z.enum(emailLists).default('weekly-summary'),
          }),
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const { member, token, list } = request.query;
        if (!isUnsubscribeToken(deps.unsubscribeKey, member, token, list))
          throw notFound(
            'This unsubscribe link is not valid. You can turn these e-mails off in your profile.',
          );
        await (list === 'forum-digest' ? stopForumDigest(db, member) : stopWeeklySummary(db, member));
        return { ok: true as const };
      },
    );
  });
};
