import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_PUSH_DEVICES,
  type PushSubscriptionInput,
  type Reminder,
  type ReminderInput,
  type ReminderPreferences,
  type ReminderPreferencesInput,
  type ReminderSettings,
} from '@shared/reminders/reminders.schemas';
import { nextDueAfter, type QuietHours } from '@shared/reminders/reminder-times';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { profiles } from '../profiles/profiles.table';
import { toolEntries } from '../tool-data/tool-data.table';
import { isAllowedPushEndpoint } from './push-sender';
import { pushSubscriptions, reminderPreferences, reminders } from './reminders.table';

type ReminderRow = typeof reminders.$inferSelect;

/** A member's reminders read at once (one per tool and per habit). */
const MAX_REMINDERS = 100;
type PreferencesRow = typeof reminderPreferences.$inferSelect;

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Quiet hours as the schedule reads them, from the member's preferences row. */
export function quietHoursOf(
  row: Pick<PreferencesRow, 'quietStart' | 'quietEnd'> | undefined,
): QuietHours | null {
  if (!row || row.quietStart === null || row.quietEnd === null) return null;
  return { start: clock(row.quietStart), end: clock(row.quietEnd) };
}

const toReminder = (row: ReminderRow): Reminder => ({
  id: row.id,
  tool: row.tool as Reminder['tool'],
  habitId: row.habitId === '' ? null : row.habitId,
  times: row.times,
  days: row.days,
  enabled: row.enabled,
  nextDueAt: row.nextDueAt?.toISOString() ?? null,
});

const toPreferences = (row: PreferencesRow | undefined): ReminderPreferences => ({
  quietStart: row?.quietStart == null ? null : clock(row.quietStart),
  quietEnd: row?.quietEnd == null ? null : clock(row.quietEnd),
  snoozedUntil: row?.snoozedUntil && row.snoozedUntil > new Date() ? row.snoozedUntil.toISOString() : null,
  weeklySummaryEmail: row?.weeklySummaryEmail ?? false,
  forumDigestEmail: row?.forumDigestEmail ?? false,
});

async function timeZoneOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.timeZone ?? 'UTC';
}

async function preferencesOf(db: DbOrTx, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  return row;
}

/** Everything the reminder settings show: the member's reminders, quiet hours and snooze, and devices. */
export async function readReminderSettings(
  db: DbOrTx,
  userId: string,
  publicKey: string,
): Promise<ReminderSettings> {
  const [rows, preferences, devices, timeZone] = await Promise.all([
    db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.createdAt))
      .limit(MAX_REMINDERS),
    preferencesOf(db, userId),
    db
      .select({
        id: pushSubscriptions.id,
        label: pushSubscriptions.label,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .limit(MAX_PUSH_DEVICES),
    timeZoneOf(db, userId),
  ]);
  return {
    publicKey,
    timeZone,
    reminders: rows.map(toReminder),
    preferences: toPreferences(preferences),
    devices: devices.map((device) => ({ ...device, createdAt: device.createdAt.toISOString() })),
  };
}

/** Sets a reminder for a tool (or a habit), replacing the one it had; its next due time is computed now. */
export async function saveReminder(db: Database, viewer: Viewer, input: ReminderInput): Promise<Reminder> {
  return db.transaction(async (tx) => {
    if (input.habitId !== undefined) {
      const [habit] = await tx
        .select({ id: toolEntries.id })
        .from(toolEntries)
        .where(
          and(
            eq(toolEntries.id, input.habitId),
            eq(toolEntries.userId, viewer.userId),
            eq(toolEntries.toolKey, 'habit-tracker'),
          ),
        );
      if (!habit) throw notFound('This habit was not found.');
    }
    const [timeZone, preferences] = await Promise.all([
      timeZoneOf(tx, viewer.userId),
      preferencesOf(tx, viewer.userId),
    ]);
    const times = [...new Set(input.times)].sort();
    const days = [...new Set(input.days)].sort();
    const nextDueAt = input.enabled
      ? nextDueAfter(new Date(), { times, days, timeZone }, quietHoursOf(preferences))
      : null;
    const values = { times, days, enabled: input.enabled, nextDueAt, updatedAt: new Date() };
    const [row] = await tx
      .insert(reminders)
      .values({ userId: viewer.userId, tool: input.tool, habitId: input.habitId ?? '', ...values })
      .onConflictDoUpdate({ target: [reminders.userId, reminders.tool, reminders.habitId], set: values })
      .returning();
    if (!row) throw new Error('The reminder was not saved.');
    return toReminder(row);
  });
}

/** Removes one of the member's reminders. */
export async function deleteReminder(db: Database, viewer: Viewer, id: string): Promise<void> {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, viewer.userId)))
    .returning({ id: reminders.id });
  if (deleted.length === 0) throw notFound('This reminder was not found.');
}

/**
 * Saves quiet hours, a snooze and the weekly e-mail choice, and moves every reminder's next due time out of
 * the new quiet hours, in one transaction.
 */
export async function savePreferences(
  db: Database,
  viewer: Viewer,
  input: ReminderPreferencesInput,
): Promise<ReminderPreferences> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const values = {
      quietStart: input.quietStart === null ? null : minutes(input.quietStart),
      quietEnd: input.quietEnd === null ? null : minutes(input.quietEnd),
      weeklySummaryEmail: input.weeklySummaryEmail,
      ...(input.forumDigestEmail === undefined ? {} : { forumDigestEmail: input.forumDigestEmail }),
      updatedAt: now,
      ...(input.snoozeHours === undefined
        ? {}
        : {
            snoozedUntil:
              input.snoozeHours === 0 ? null : new Date(now.getTime() + input.snoozeHours * 3_600_000),
          }),
    };
    const [row] = await tx
      .insert(reminderPreferences)
      .values({ userId: viewer.userId, ...values })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: values })
      .returning();
    await rescheduleReminders(tx, viewer.userId, now);
    return toPreferences(row);
  });
}

/**
 * Moves each of the member's reminders to its next time after `now` in their current time zone and quiet hours:
 * after they change either, in the same transaction.
 */
export async function rescheduleReminders(tx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  const [timeZone, preferences, own] = await Promise.all([
    timeZoneOf(tx, userId),
    preferencesOf(tx, userId),
    tx
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, userId), eq(reminders.enabled, true)))
      .limit(MAX_REMINDERS),
  ]);
  const quiet = quietHoursOf(preferences);
  for (const reminder of own) {
    const nextDueAt = nextDueAfter(now, { times: reminder.times, days: reminder.days, timeZone }, quiet);
    await tx.update(reminders).set({ nextDueAt }).where(eq(reminders.id, reminder.id));
  }
}

/** Keeps a browser's push subscription for the member (the same browser again replaces its keys). */
export async function addPushDevice(
  db: Database,
  viewer: Viewer,
  input: PushSubscriptionInput,
  allowedHosts: readonly string[],
  userAgent: string | undefined,
): Promise<{ id: string; label: string; createdAt: string }> {
  if (!isAllowedPushEndpoint(input.endpoint, allowedHosts))
    throw badRequest('This browser’s push service is not one reminders can be sent through.', {
      endpoint: 'Not a known push service.',
    });
  return db.transaction(async (tx) => {
    const [{ devices = 0 } = {}] = await tx
      .select({ devices: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, viewer.userId));
    const label = input.label ?? deviceLabel(userAgent);
    const values = { userId: viewer.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, label };
    const [existing] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (!existing && devices >= MAX_PUSH_DEVICES)
      throw conflict('Reminders go to at most ten devices. Remove one first.');
    // A browser is one member's at a time: signing in as someone else there moves its reminders to them.
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
      .returning();
    if (!row) throw new Error('The device was not saved.');
    return { id: row.id, label: row.label, createdAt: row.createdAt.toISOString() };
  });
}

/** Stops reminders to one of the member's devices. */
export async function removePushDevice(db: Database, viewer: Viewer, id: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, viewer.userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound('This device was not found.');
}

/** "Firefox on Android", from the browser's User-Agent, for the device list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}
