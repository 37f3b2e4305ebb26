import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { remindersKit } from '../reminders/reminders.test-kit';

let app: TestApp;
let kit: ReturnType<typeof remindersKit>;
beforeAll(async () => {
  app = await buildTestApp();
  kit = remindersKit(app);
});
afterAll(async () => app.close());

describe('GET /api/me/export: reminders', () => {
  it('holds the member’s reminders, quiet hours, e-mail choice and devices by name, never a device’s push keys', async () => {
    const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
    const other = await signUpMember(app);
    await kit.remind(member.cookie, ['21:00']);
    await kit.remind(other.cookie, ['06:45']);
    await kit.call('PUT', '/api/reminders/preferences', member.cookie, {
      quietStart: '22:30',
      quietEnd: '07:00',
      weeklySummaryEmail: true,
    });
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`;
    const device = await kit.addDevice(member.cookie, {
      endpoint,
      keys: { p256dh: randomBytes(65).toString('base64url'), auth },
    });
    expect(device.statusCode).toBe(201);

    const response = await app.server.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: member.cookie },
    });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = strFromU8(files['reminders.json']!);
    expect(JSON.parse(text)).toEqual({
      timeZone: 'America/Los_Angeles',
      reminders: [
        {
          tool: 'self-awareness-journal',
          habitId: null,
          times: ['21:00'],
          days: [0, 1, 2, 3, 4, 5, 6],
          enabled: true,
          nextDueAt: expect.any(String),
        },
      ],
      preferences: {
        quietStart: '22:30',
        quietEnd: '07:00',
        snoozedUntil: null,
        weeklySummaryEmail: true,
        forumDigestEmail: false,
      },
      devices: [{ label: 'Chrome on Linux', createdAt: expect.any(String) }],
    });
    expect(text).not.toContain(auth);
    expect(text).not.toContain(endpoint);
    expect(text).not.toContain('06:45');
  });
});
