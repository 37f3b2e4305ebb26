import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackPushService } from '../../test/loopback-push-service';
import { buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { remindersKit } from './reminders.test-kit';

// The scheduler runs on pg-boss in the app's own database (the embedded one here, PostgreSQL in the PostgreSQL
// run): started with the server, stopped with it, running the reminders pass as a job.
let app: TestApp;
let pushService: Awaited<ReturnType<typeof startLoopbackPushService>>;
beforeAll(async () => {
  app = await buildTestApp({ env: { JOBS: 'on' } });
  await app.server.ready();
  pushService = await startLoopbackPushService();
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

describe('the job queue', () => {
  it('schedules the reminders each minute (the weekly summary and the forum digest each hour) and runs them as a job that sends what is due', async () => {
    const jobs = await app.jobs();
    expect(jobs).toBeDefined();
    const schedules = await app.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'forum-digest', cron: '37 * * * *' },
      { name: 'reminders', cron: '* * * * *' },
      { name: 'weekly-summary', cron: '7 * * * *' },
    ]);

    const kit = remindersKit(app);
    const member = await signUpMember(app);
    const subscription = pushService.subscribe();
    expect((await kit.addDevice(member.cookie, subscription)).statusCode).toBe(201);
    const reminder = await kit.remind(member.cookie, ['12:00']);
    // Due now, rather than waiting for noon: what is tested here is that the queue runs the pass.
    await app.database.db.execute(sql`update reminders set next_due_at = now() where id = ${reminder.id}`);
    await jobs!.runNow('reminders');
    await expect.poll(() => pushService.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(pushService.received[0]!.payload).toMatchObject({ url: '/tools/self-awareness-journal' });
  });
});
