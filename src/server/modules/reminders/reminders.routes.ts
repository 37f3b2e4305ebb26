import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@shared/reminders/reminders.schemas';
import type { Database } from '../../db/client';
import { defineOwnership } from '../../lib/authorize';
import { isUuid } from '../../lib/uuid';
import { requireViewer } from '../../lib/viewer';
import * as service from './reminder-settings.service';
import { pushSubscriptions, reminders } from './reminders.table';
import type { VapidKeys } from './vapid-keys';

export interface ReminderRouteDeps {
  db: Database;
  vapidKeys: VapidKeys;
  /** The push services a device may name (config PUSH_SERVICE_HOSTS). */
  pushHosts: readonly string[];
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
  const reminderOwnership = defineOwnership({
    name: 'reminder',
    ownerOf: async (request) => {
      const id = idOf(request);
      if (!id) return null;
      const [row] = await db.select({ userId: reminders.userId }).from(reminders).where(eq(reminders.id, id));
      return row?.userId ?? null;
    },
    missing: 'This reminder was not found.',
  });
  const deviceOwnership = defineOwnership({
    name: 'push device',
    ownerOf: async (request) => {
      const id = idOf(request);
      if (!id) return null;
      const [row] = await db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id));
      return row?.userId ?? null;
    },
    missing: 'This device was not found.',
  });

  app.get(
    '/api/reminders',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: reminderSettingsSchema } } },
    async (request) =>
      service.readReminderSettings(db, await requireViewer(request), deps.vapidKeys.publicKey),
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
};
