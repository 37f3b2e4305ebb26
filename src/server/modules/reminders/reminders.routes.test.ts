import { beforeAll, describe, expect, it } from 'vitest';
import { nextDueAfter } from '@shared/reminders/reminder-times';
import { TEST_ORIGIN, signUpMember, type TestApp } from '../../test/test-app';
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

describe('reminder settings', () => {
  it('are for signed-in members only', async () => {
    expect((await kit.call('GET', '/api/reminders', '')).statusCode).toBe(401);
    expect((await kit.call('PUT', '/api/reminders', '', {})).statusCode).toBe(401);
  });

  it('moves the reminders to the member’s new clock when they change their time zone', async () => {
    const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
    await kit.remind(member.cookie, ['21:00']);
    const moved = await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { timeZone: 'Europe/Berlin' },
    });
    expect(moved.statusCode).toBe(200);
    const [reminder] = (await kit.settings(member.cookie)).reminders;
    const inBerlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(reminder!.nextDueAt!));
    expect(inBerlin).toBe('21:00');
    expect(new Date(reminder!.nextDueAt!).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('sets a reminder at 21:00 on the member’s own clock (Los Angeles), due next at 21:00 there', async () => {
    const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
    const before = new Date();
    const reminder = await kit.remind(member.cookie, ['21:00']);
    expect(reminder).toMatchObject({
      tool: 'self-awareness-journal',
      habitId: null,
      times: ['21:00'],
      enabled: true,
    });
    const expected = nextDueAfter(before, {
      times: ['21:00'],
      days: [0, 1, 2, 3, 4, 5, 6],
      timeZone: 'America/Los_Angeles',
    });
    expect(reminder.nextDueAt).toBe(expected?.toISOString());
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(reminder.nextDueAt!));
    expect(local).toBe('21:00');
    const settings = await kit.settings(member.cookie);
    expect(settings.timeZone).toBe('America/Los_Angeles');
    expect(settings.reminders).toEqual([reminder]);
    expect(settings.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    // Saving the same tool again replaces it; off means never due.
    const off = (
      await kit.call('PUT', '/api/reminders', member.cookie, {
        tool: 'self-awareness-journal',
        times: ['08:00', '21:00'],
        days: [1],
        enabled: false,
      })
    ).json();
    expect(off).toMatchObject({ id: reminder.id, times: ['08:00', '21:00'], days: [1], nextDueAt: null });
  });

  it('refuses bad times, days and habits with a 4xx that names the field', async () => {
    const member = await signUpMember(app);
    const put = (body: object) => kit.call('PUT', '/api/reminders', member.cookie, body);
    const base = { tool: 'gratitude-log', times: ['09:00'], days: [1], enabled: true };
    const late = await put({ ...base, times: ['24:00'] });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toHaveProperty(['times.0']);
    expect((await put({ ...base, times: [] })).statusCode).toBe(400);
    expect((await put({ ...base, times: ['01:00', '02:00', '03:00', '04:00', '05:00'] })).statusCode).toBe(
      400,
    );
    expect((await put({ ...base, days: [7] })).statusCode).toBe(400);
    expect((await put({ ...base, tool: 'community' })).statusCode).toBe(400);
    expect((await put({ ...base, tool: 'habit-tracker' })).json().error.fields).toHaveProperty('habitId');
    // A habit that is not the member's own is not found.
    const other = await signUpMember(app);
    const habit = await kit.call('POST', '/api/tools/habit-tracker/entries', other.cookie, {
      data: {
        name: 'Walk',
        schedule: { type: 'daily' },
        completions: [],
        color: 'teal',
        createdOn: '2026-11-01',
      },
    });
    const habitId =
      habit.statusCode === 201 ? (habit.json() as { id: string }).id : '00000000-0000-4000-8000-000000000000';
    expect((await put({ ...base, tool: 'habit-tracker', habitId })).statusCode).toBe(404);
  });

  it('lets only the owner delete a reminder: another member gets 404, a malformed id 400', async () => {
    const owner = await signUpMember(app);
    const other = await signUpMember(app);
    const reminder = await kit.remind(owner.cookie, ['07:30']);
    expect((await kit.call('DELETE', `/api/reminders/${reminder.id}`, other.cookie)).statusCode).toBe(404);
    expect((await kit.call('DELETE', '/api/reminders/not-a-uuid', owner.cookie)).statusCode).toBe(400);
    expect((await kit.call('DELETE', `/api/reminders/${reminder.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await kit.settings(owner.cookie)).reminders).toEqual([]);
  });

  it('moves a reminder out of new quiet hours, and reports a snooze', async () => {
    const member = await signUpMember(app, { timeZone: 'Europe/London' });
    await kit.remind(member.cookie, ['06:30', '21:00']);
    const saved = await kit.call('PUT', '/api/reminders/preferences', member.cookie, {
      quietStart: '22:00',
      quietEnd: '07:00',
      snoozeHours: 2,
      weeklySummaryEmail: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ quietStart: '22:00', quietEnd: '07:00', weeklySummaryEmail: true });
    const settings = await kit.settings(member.cookie);
    const due = new Date(settings.reminders[0]!.nextDueAt!);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      }).format(due),
    ).toBe('21:00');
    expect(new Date(settings.preferences.snoozedUntil!).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    const half = await kit.call('PUT', '/api/reminders/preferences', member.cookie, {
      quietStart: '22:00',
      quietEnd: null,
      weeklySummaryEmail: false,
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('devices', () => {
  it('keeps a browser’s subscription on a known push service only, named from its browser; removable by its owner', async () => {
    const member = await signUpMember(app);
    const subscription = pushService.subscribe();
    const elsewhere = await kit.addDevice(member.cookie, {
      ...subscription,
      endpoint: 'https://attacker.example/push/1',
    });
    expect(elsewhere.statusCode).toBe(400);
    const internal = await kit.addDevice(member.cookie, {
      ...subscription,
      endpoint: 'http://169.254.169.254/latest',
    });
    expect(internal.statusCode).toBe(400);
    const added = await kit.addDevice(member.cookie, subscription);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ label: 'Chrome on Linux' });
    // The same browser again replaces its keys: still one device.
    expect((await kit.addDevice(member.cookie, subscription)).statusCode).toBe(201);
    expect((await kit.settings(member.cookie)).devices).toHaveLength(1);
    const other = await signUpMember(app);
    const id = (added.json() as { id: string }).id;
    expect((await kit.call('DELETE', `/api/reminders/devices/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/reminders/devices/${id}`, member.cookie)).statusCode).toBe(200);
    expect((await kit.settings(member.cookie)).devices).toEqual([]);
  });

  it('refuses an eleventh device', async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < 10; i += 1)
      expect((await kit.addDevice(member.cookie, pushService.subscribe())).statusCode).toBe(201);
    expect((await kit.addDevice(member.cookie, pushService.subscribe())).statusCode).toBe(409);
  });
});
