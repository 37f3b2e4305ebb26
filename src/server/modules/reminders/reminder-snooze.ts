import { and, eq } from 'drizzle-orm';
import { SNOOZABLE_FOR_MS, SNOOZE_MINUTES, type SnoozeResult } from '@shared/reminders/reminders.schemas';
import { snoozedUntil } from '@shared/reminders/reminder-times';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { profiles } from '../profiles/profiles.table';
import { quietHoursOf } from './reminder-settings.service';
import { reminderDeliveries, reminderPreferences } from './reminders.table';

/**
 * "In an hour", from a reminder's notification: the delivery is marked snoozed and the same reminder is queued
 * again an hour on (or when the member's quiet hours end), in one transaction. A notification snoozes once: the
 * service worker's retry of the same snooze answers with the time already set.
 */
export async function snoozeDelivery(
  db: Database,
  viewer: Viewer,
  deliveryId: string,
  now = new Date(),
): Promise<SnoozeResult> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({
        reminderId: reminderDeliveries.reminderId,
        status: reminderDeliveries.status,
        sentAt: reminderDeliveries.sentAt,
        timeZone: profiles.timeZone,
        quietStart: reminderPreferences.quietStart,
        quietEnd: reminderPreferences.quietEnd,
      })
      .from(reminderDeliveries)
      .innerJoin(profiles, eq(profiles.id, reminderDeliveries.userId))
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, reminderDeliveries.userId))
      .where(and(eq(reminderDeliveries.id, deliveryId), eq(reminderDeliveries.userId, viewer.userId)))
      .for('update', { of: reminderDeliveries });
    if (!delivery) throw notFound('This reminder was not found.');
    if (delivery.status === 'snoozed') {
      const [again] = await tx
        .select({ dueAt: reminderDeliveries.dueAt })
        .from(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.reminderId, delivery.reminderId),
            eq(reminderDeliveries.snoozedFrom, deliveryId),
          ),
        );
      if (again) return { remindAt: again.dueAt.toISOString() };
    }
    if (
      delivery.status !== 'sent' ||
      !delivery.sentAt ||
      now.getTime() - delivery.sentAt.getTime() > SNOOZABLE_FOR_MS
    )
      throw conflict('This reminder can no longer be snoozed.');
    const remindAt = snoozedUntil(now, SNOOZE_MINUTES, delivery.timeZone, quietHoursOf(delivery));
    await tx
      .update(reminderDeliveries)
      .set({ status: 'snoozed' })
      .where(eq(reminderDeliveries.id, deliveryId));
    await tx
      .insert(reminderDeliveries)
      .values({
        reminderId: delivery.reminderId,
        userId: viewer.userId,
        dueAt: remindAt,
        status: 'queued',
        snoozedFrom: deliveryId,
      })
      .onConflictDoNothing();
    return { remindAt: remindAt.toISOString() };
  });
}
