import type { FastifyInstance } from 'fastify';
import type { RecurringJob } from '../../lib/jobs/job-queue';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { NoticeDeps } from '../../mail/member-mails';
import { sendForumDigests } from './forum-digest';
import { vapidSubject, webPushSender, type PushSender } from './push-sender';
import { runReminderPass } from './reminder-delivery';
import { reminderRoutes } from './reminders.routes';
import { loadUnsubscribeKey } from './unsubscribe-links';
import { loadVapidKeys } from './vapid-keys';
import { sendWeeklySummaries } from './weekly-summary';

interface ScheduleDeps extends NoticeDeps {
  db: Database;
  pushSender: PushSender;
  unsubscribeKey: string;
}

/**
 * The reminders module's scheduled work: one pass of each (tests call them with a clock) and the recurring jobs
 * the job queue runs them as, once across the processes.
 */
export function reminderSchedule(deps: ScheduleDeps) {
  const mail = {
    db: deps.db,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    log: deps.log,
    unsubscribeKey: deps.unsubscribeKey,
  };
  const runReminders = (now?: Date) => runReminderPass(deps.db, deps.pushSender, now);
  const runWeeklySummaries = (now?: Date) => sendWeeklySummaries(mail, now);
  const runForumDigests = (now?: Date) => sendForumDigests(mail, now);
  const jobs: RecurringJob[] = [
    { name: 'reminders', cron: '* * * * *', run: async () => void (await runReminders()) },
    // Hourly: each member's summary goes in the first pass after 18:00 on their Sunday.
    { name: 'weekly-summary', cron: '7 * * * *', run: async () => void (await runWeeklySummaries()) },
    // Hourly: a member's forum digest goes in the first pass after 08:00 their time with something unseen.
    { name: 'forum-digest', cron: '37 * * * *', run: async () => void (await runForumDigests()) },
  ];
  return { runReminders, runWeeklySummaries, runForumDigests, jobs };
}

/**
 * The reminders module in the app: its keys (made at the first start, shared by every process), its routes, and
 * its scheduled work, returned for the job queue.
 */
export async function registerReminders(
  server: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    config: { APP_URL: string; MAIL_FROM: string; VAPID_SUBJECT?: string; PUSH_SERVICE_HOSTS: string[] };
    /** Instead of the Push API's services (tests). */
    pushSender?: PushSender;
  },
) {
  const { db, config } = deps;
  const vapidKeys = await loadVapidKeys(db);
  const pushSender = deps.pushSender ?? webPushSender(vapidKeys, vapidSubject(config));
  const unsubscribeKey = await loadUnsubscribeKey(db);
  await server.register(reminderRoutes, {
    db,
    vapidKeys,
    pushHosts: config.PUSH_SERVICE_HOSTS,
    unsubscribeKey,
  });
  return reminderSchedule({
    db,
    pushSender,
    mailer: deps.mailer,
    appUrl: config.APP_URL,
    log: server.log,
    unsubscribeKey,
  });
}
