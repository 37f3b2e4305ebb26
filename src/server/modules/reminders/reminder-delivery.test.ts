import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { LATE_AFTER_MS, SEND_LEASE_MS } from './reminder-delivery';
import { remindersKit, useRemindersApp } from './reminders.test-kit';

const made = useRemindersApp();
let app: TestApp;
let kit: ReturnType<typeof remindersKit>;
let pushService: ReturnType<typeof made.pushService>;
beforeAll(() => {
  app = made.app();
  kit = made.kit();
  pushService = made.pushService();
});

/** A member in Los Angeles with a device and a journal reminder at 21:00 there; returns when it is due. */
async function memberWithReminder(options: { status?: number; holdFirst?: boolean } = {}) {
  const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
  const subscription = pushService.subscribe(options.status, { holdFirst: options.holdFirst });
  expect((await kit.addDevice(member.cookie, subscription)).statusCode).toBe(201);
  const reminder = await kit.remind(member.cookie, ['21:00']);
  const device = subscription.endpoint.split('/').at(-1)!;
  return { member, reminder, dueAt: new Date(reminder.nextDueAt!), device };
}
const pushesTo = (device: string) => pushService.received.filter((push) => push.subscription === device);

describe('the reminder scheduler', () => {
  it('pushes a due reminder once: signed with the app’s key, decrypted by the browser, opening the tool', async () => {
    const { member, reminder, dueAt, device } = await memberWithReminder();
    const { publicKey } = await kit.settings(member.cookie);
    await app.runReminderPass(dueAt);
    const [push, ...more] = pushesTo(device);
    expect(more).toEqual([]);
    expect(push).toMatchObject({
      signedBy: publicKey,
      ttl: '3600',
      payload: {
        title: 'Your journal',
        url: '/tools/self-awareness-journal',
        tag: expect.stringMatching(/^reminder-/),
      },
    });
    expect(push!.topic).toMatch(/^[0-9a-f]{32}$/);
    // A second pass in the same minute (another process, a retry) sends nothing more.
    await app.runReminderPass(dueAt);
    expect(pushesTo(device)).toHaveLength(1);
    // Next: 21:00 the next evening in Los Angeles.
    const next = (await kit.settings(member.cookie)).reminders.find((r) => r.id === reminder.id)!;
    expect(new Date(next.nextDueAt!).getTime() - dueAt.getTime()).toBe(24 * 3_600_000);
  });

  it('skips a reminder while snoozed, and one found more than half an hour late', async () => {
    const snoozed = await memberWithReminder();
    await kit.call('PUT', '/api/reminders/preferences', snoozed.member.cookie, {
      quietStart: null,
      quietEnd: null,
      snoozeHours: 24 * 2,
      weeklySummaryEmail: false,
    });
    await app.runReminderPass(snoozed.dueAt);
    expect(pushesTo(snoozed.device)).toEqual([]);

    const late = await memberWithReminder();
    await app.runReminderPass(new Date(late.dueAt.getTime() + LATE_AFTER_MS + 60_000));
    expect(pushesTo(late.device)).toEqual([]);
    const rows = await queryRows<{ status: string }>(
      app,
      sql`select status from reminder_deliveries where reminder_id = ${late.reminder.id}`,
    );
    expect(rows).toEqual([{ status: 'skipped' }]);
  });

  it('forgets a device its browser dropped (410)', async () => {
    const { member, dueAt } = await memberWithReminder({ status: 410 });
    await app.runReminderPass(dueAt);
    expect((await kit.settings(member.cookie)).devices).toEqual([]);
  });
});

describe('two app processes on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ shareDatabaseWith: app });
  });
  afterAll(async () => second.close());

  it('send each due reminder exactly once when both run the scheduler at the same moment', async () => {
    const due = await Promise.all(Array.from({ length: 8 }, () => memberWithReminder()));
    const now = new Date(Math.max(...due.map((d) => d.dueAt.getTime())));
    // The last due time is the same evening for all of them (they signed up together): all are due now.
    await Promise.all([app.runReminderPass(now), second.runReminderPass(now), app.runReminderPass(now)]);
    for (const { device } of due) expect(pushesTo(device)).toHaveLength(1);
    const tags = due.map(({ device }) => (pushesTo(device)[0]!.payload as { tag: string }).tag);
    expect(new Set(tags).size).toBe(due.length);
  });

  it('when the one sending dies mid-send, the other sends it once its lease runs out; the first cannot undo that', async () => {
    const { reminder, dueAt, device } = await memberWithReminder({ holdFirst: true });
    // The first process takes the delivery and its push never comes back.
    const stuck = app.runReminderPass(dueAt);
    await expect.poll(() => pushService.heldCount()).toBe(1);
    // Within the lease, the other process leaves it alone.
    await second.runReminderPass(new Date(dueAt.getTime() + 1_000));
    expect(pushesTo(device)).toEqual([]);
    // After it, the other sends it.
    await second.runReminderPass(new Date(dueAt.getTime() + SEND_LEASE_MS + 1_000));
    expect(pushesTo(device)).toHaveLength(1);
    // The first one's connection dies; its late "failed" does not put the delivery back in the queue.
    pushService.releaseHeld();
    await stuck;
    const rows = await queryRows<{ status: string; pushes: number }>(
      app,
      sql`select status, pushes from reminder_deliveries where reminder_id = ${reminder.id}`,
    );
    expect(rows).toEqual([{ status: 'sent', pushes: 1 }]);
    await second.runReminderPass(new Date(dueAt.getTime() + 2 * SEND_LEASE_MS));
    expect(pushesTo(device)).toHaveLength(1);
  });
});
