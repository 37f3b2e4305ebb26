import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SNOOZE_MINUTES, type ReminderPush } from '@shared/reminders/reminders.schemas';
import { queryRows, signUpMember, type TestApp } from '../../test/test-app';
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

/** A member whose journal reminder has just been pushed to their device; returns the push. */
async function remindedMember() {
  const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
  const subscription = pushService.subscribe();
  await kit.addDevice(member.cookie, subscription);
  const reminder = await kit.remind(member.cookie, ['21:00']);
  await app.runReminderPass(new Date(reminder.nextDueAt!));
  const device = subscription.endpoint.split('/').at(-1)!;
  const pushes = () => pushService.received.filter((push) => push.subscription === device);
  const [push] = pushes();
  return { member, reminder, pushes, push: push!.payload as ReminderPush };
}

describe('"In an hour", from a reminder’s notification', () => {
  it('brings the reminder back an hour later, once, however often the snooze is sent', async () => {
    const { member, reminder, pushes, push } = await remindedMember();
    expect(push.snooze).toMatch(/^\/api\/reminders\/deliveries\/[0-9a-f-]{36}\/snooze$/);
    const before = Date.now();
    const snoozed = await kit.call('POST', push.snooze, member.cookie);
    expect(snoozed.statusCode).toBe(200);
    const remindAt = new Date((snoozed.json() as { remindAt: string }).remindAt);
    expect(remindAt.getTime() - before).toBeGreaterThanOrEqual(SNOOZE_MINUTES * 60_000);
    expect(remindAt.getTime() - Date.now()).toBeLessThanOrEqual(SNOOZE_MINUTES * 60_000);
    // The service worker retrying the same snooze changes nothing.
    const again = await kit.call('POST', push.snooze, member.cookie);
    expect(again.json()).toEqual(snoozed.json());

    await app.runReminderPass(new Date(remindAt.getTime() - 60_000));
    expect(pushes()).toHaveLength(1);
    await app.runReminderPass(new Date(remindAt.getTime() + 1_000));
    expect(pushes()).toHaveLength(2);
    const back = pushes()[1]!.payload as ReminderPush;
    expect(back).toMatchObject({ title: push.title, url: push.url });
    expect(back.tag).not.toBe(push.tag);
    await app.runReminderPass(new Date(remindAt.getTime() + 120_000));
    expect(pushes()).toHaveLength(2);
    const rows = await queryRows<{ status: string }>(
      app,
      sql`select status from reminder_deliveries where reminder_id = ${reminder.id} order by due_at`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'snoozed']);
  });

  it('is the member’s own: another member’s snooze is not found, and a reminder never sent cannot be snoozed', async () => {
    const { member, reminder, push } = await remindedMember();
    const other = await signUpMember(app);
    expect((await kit.call('POST', push.snooze, other.cookie)).statusCode).toBe(404);
    expect((await kit.call('POST', push.snooze, '')).statusCode).toBe(401);

    await app.database.db.execute(
      sql`update reminder_deliveries set status = 'skipped' where reminder_id = ${reminder.id}`,
    );
    const refused = await kit.call('POST', push.snooze, member.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: 'This reminder can no longer be snoozed.' } });
  });
});
