import { afterAll, beforeAll } from 'vitest';
import type { Reminder, ReminderSettings } from '@shared/reminders/reminders.schemas';
import { startLoopbackPushService } from '../../test/loopback-push-service';
import { TEST_ORIGIN, buildTestApp, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** The reminder routes as a member calls them. */
export function remindersKit(app: TestApp) {
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    app.server.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    settings: async (cookie: string) =>
      (await call('GET', '/api/reminders', cookie)).json() as ReminderSettings,
    /** A reminder every day at these times (a journal one unless said). */
    remind: async (cookie: string, times: string[], tool = 'self-awareness-journal') => {
      const response = await call('PUT', '/api/reminders', cookie, {
        tool,
        times,
        days: [0, 1, 2, 3, 4, 5, 6],
        enabled: true,
      });
      if (response.statusCode !== 200) throw new Error(`reminder refused: ${response.body}`);
      return response.json() as Reminder;
    },
    addDevice: (cookie: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      call('POST', '/api/reminders/devices', cookie, subscription),
  };
}

/** A test file's app, its reminders kit and a loopback push service, made before its tests and closed after. */
export function useRemindersApp() {
  const made: {
    app?: TestApp;
    kit?: ReturnType<typeof remindersKit>;
    pushService?: Awaited<ReturnType<typeof startLoopbackPushService>>;
  } = {};
  beforeAll(async () => {
    made.app = await buildTestApp();
    made.kit = remindersKit(made.app);
    made.pushService = await startLoopbackPushService();
  });
  afterAll(async () => {
    await made.pushService?.close();
    await made.app?.close();
  });
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Made in beforeAll: use it inside a test or hook.');
    return value;
  };
  return {
    app: () => need(made.app),
    kit: () => need(made.kit),
    pushService: () => need(made.pushService),
  };
}
