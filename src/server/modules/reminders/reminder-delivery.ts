import { and, asc, eq, gt, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES, type ReminderPush, type ReminderTool } from '@shared/reminders/reminders.schemas';
import { nextDueAfter } from '@shared/reminders/reminder-times';
import type { Database } from '../../db/client';
import { profiles } from '../profiles/profiles.table';
import { toolEntries } from '../tool-data/tool-data.table';
import type { PushSender } from './push-sender';
import { quietHoursOf } from './reminder-settings.service';
import { pushSubscriptions, reminderDeliveries, reminderPreferences, reminders } from './reminders.table';

/** A reminder more than this late (the app was down) is skipped: "write in your journal" at 03:00 helps nobody. */
export const LATE_AFTER_MS = 30 * 60_000;
/** Reminders made due per pass (the next pass, a minute later, takes the rest). */
const BATCH = 200;

const messages: Record<ReminderTool, Pick<ReminderPush, 'title' | 'body'>> = {
  'self-awareness-journal': { title: 'Your journal', body: 'A few quiet minutes to write about today?' },
  'gratitude-log': { title: 'Gratitude', body: 'What went well today? One small thing is enough.' },
  'intention-setting-tool': { title: 'Today’s intention', body: 'What would you like to bring to today?' },
  'habit-tracker': { title: 'A habit you are building', body: 'A small step today keeps it going.' },
  'mindful-breathing': { title: 'Breathe', body: 'A minute of slow breathing?' },
  'pomodoro-timer': { title: 'Focus', body: 'Ready for a focus session?' },
};

/** What a reminder's push says and opens: never anything the member wrote but a habit's own name. */
export function reminderPush(tool: ReminderTool, deliveryId: string, habitName?: string): ReminderPush {
  const message = messages[tool];
  return {
    title: habitName ? `Habit: ${habitName}` : message.title,
    body: message.body,
    url: `/tools/${tool}`,
    tag: `reminder-${deliveryId}`,
    snooze: `/api/reminders/deliveries/${deliveryId}/snooze`,
  };
}

/**
 * Makes a delivery of every reminder due by `now` (one per reminder and due time: the unique index makes a
 * second pass, or a second process, find it made) and moves each reminder to its next due time, in one
 * transaction that skips rows another process holds. Late, snoozed or habit-less ones are recorded as skipped.
 */
export async function makeDueDeliveries(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: reminders.id,
        userId: reminders.userId,
        times: reminders.times,
        days: reminders.days,
        nextDueAt: reminders.nextDueAt,
        timeZone: profiles.timeZone,
        quietStart: reminderPreferences.quietStart,
        quietEnd: reminderPreferences.quietEnd,
        snoozedUntil: reminderPreferences.snoozedUntil,
      })
      .from(reminders)
      .innerJoin(profiles, eq(profiles.id, reminders.userId))
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, reminders.userId))
      .where(lte(reminders.nextDueAt, now))
      .orderBy(asc(reminders.nextDueAt))
      .limit(BATCH)
      .for('update', { of: reminders, skipLocked: true });
    let made = 0;
    for (const reminder of due) {
      const dueAt = reminder.nextDueAt ?? now;
      const skipped =
        now.getTime() - dueAt.getTime() > LATE_AFTER_MS ||
        (reminder.snoozedUntil !== null && reminder.snoozedUntil > dueAt);
      const inserted = await tx
        .insert(reminderDeliveries)
        .values({
          reminderId: reminder.id,
          userId: reminder.userId,
          dueAt,
          status: skipped ? 'skipped' : 'queued',
        })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      made += skipped ? 0 : inserted.length;
      const nextDueAt = nextDueAfter(
        now,
        { times: reminder.times, days: reminder.days, timeZone: reminder.timeZone },
        quietHoursOf(reminder),
      );
      await tx.update(reminders).set({ nextDueAt }).where(eq(reminders.id, reminder.id));
    }
    return made;
  });
}

/** How long a process may take to send a delivery before another takes it over. */
export const SEND_LEASE_MS = 60_000;

interface Claimed {
  id: string;
  /** This process's lease: its end is the token that lets it (and no later taker) finish the delivery. */
  lease: Date;
  userId: string;
  tool: ReminderTool;
  habitId: string;
}

/**
 * Takes the oldest delivery to send (queued, or sending under a lease that ran out) with a lease, in one
 * statement that skips rows another process is taking at the same moment.
 */
async function claimDelivery(db: Database, now: Date, tried: readonly string[]): Promise<Claimed | null> {
  const lateBefore = new Date(now.getTime() - LATE_AFTER_MS);
  const leaseEnds = new Date(now.getTime() + SEND_LEASE_MS);
  const candidate = db
    .select({ id: reminderDeliveries.id })
    .from(reminderDeliveries)
    .where(
      and(
        or(
          eq(reminderDeliveries.status, 'queued'),
          and(eq(reminderDeliveries.status, 'sending'), lt(reminderDeliveries.claimedUntil, now)),
        ),
        gt(reminderDeliveries.dueAt, lateBefore),
        // A snoozed notification's next delivery waits for its time.
        lte(reminderDeliveries.dueAt, now),
        tried.length > 0 ? notInArray(reminderDeliveries.id, [...tried]) : undefined,
      ),
    )
    .orderBy(asc(reminderDeliveries.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(reminderDeliveries)
    .set({ status: 'sending', claimedUntil: leaseEnds })
    .where(inArray(reminderDeliveries.id, candidate))
    .returning({
      id: reminderDeliveries.id,
      userId: reminderDeliveries.userId,
      reminderId: reminderDeliveries.reminderId,
    });
  if (!claimed) return null;
  const [reminder] = await db
    .select({ tool: reminders.tool, habitId: reminders.habitId })
    .from(reminders)
    .where(eq(reminders.id, claimed.reminderId));
  if (!reminder) return null;
  return {
    id: claimed.id,
    lease: leaseEnds,
    userId: claimed.userId,
    tool: reminder.tool as ReminderTool,
    habitId: reminder.habitId,
  };
}

/** Records how a delivery went, if the lease is still this process's (another may have taken it over). */
const finish = (db: Database, delivery: Claimed, values: Partial<typeof reminderDeliveries.$inferInsert>) =>
  db
    .update(reminderDeliveries)
    .set({ claimedUntil: null, ...values })
    .where(and(eq(reminderDeliveries.id, delivery.id), eq(reminderDeliveries.claimedUntil, delivery.lease)));

/**
 * Sends the queued deliveries, one at a time, each taken under a lease (claimDelivery): another process skips
 * it, and if this one dies mid-send the lease runs out and the next pass sends it again, with the same Topic
 * and notification tag, so the member sees it once. No transaction is held while the pushes go out. A delivery
 * no push service accepted goes back to the queue for the next pass, until it is late. Returns how many were sent.
 */
export async function sendQueuedDeliveries(
  db: Database,
  sender: PushSender,
  now = new Date(),
): Promise<number> {
  const tried: string[] = [];
  let sent = 0;
  for (
    let delivery = await claimDelivery(db, now, tried);
    delivery;
    delivery = await claimDelivery(db, now, tried)
  ) {
    tried.push(delivery.id);
    let habitName: string | undefined;
    if (delivery.habitId) {
      const [habit] = await db
        .select({ name: sql<string>`${toolEntries.data}->>'name'` })
        .from(toolEntries)
        .where(and(eq(toolEntries.id, delivery.habitId), eq(toolEntries.userId, delivery.userId)));
      if (!habit) {
        // The habit was deleted: so is its reminder (and this delivery with it).
        await db
          .delete(reminders)
          .where(and(eq(reminders.userId, delivery.userId), eq(reminders.habitId, delivery.habitId)));
        continue;
      }
      habitName = habit.name;
    }
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, delivery.userId))
      .limit(MAX_PUSH_DEVICES);
    const push = reminderPush(delivery.tool, delivery.id, habitName);
    // At most 32 URL-safe characters: the delivery's id without its dashes.
    const topic = delivery.id.replaceAll('-', '');
    const outcomes = await Promise.all(devices.map((device) => sender.send(device, push, topic)));
    const gone = devices.filter((_, index) => outcomes[index] === 'gone').map((device) => device.id);
    if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    const accepted = outcomes.filter((result) => result === 'accepted').length;
    if (accepted > 0) {
      await finish(db, delivery, { status: 'sent', pushes: accepted, sentAt: new Date() });
      sent += 1;
    } else if (devices.length === gone.length) {
      await finish(db, delivery, { status: 'skipped' });
    } else {
      await finish(db, delivery, { status: 'queued' });
    }
  }
  return sent;
}

/** One pass of the scheduler: what is due becomes deliveries, and the queued ones are sent. */
export async function runReminderPass(db: Database, sender: PushSender, now = new Date()) {
  const made = await makeDueDeliveries(db, now);
  const sent = await sendQueuedDeliveries(db, sender, now);
  return { made, sent };
}
