import { contactTopicLabels } from '@shared/contact/contact.schemas';
import type { DbOrTx } from '../../db/client';
import type { ZipWriter } from '../../lib/zip-stream';
import { readReminderSettings } from '../reminders/reminder-settings.service';
import * as repo from './export-account.repository';
import { localDateTime } from './export-markdown';
import { EXPORT_PAGE_SIZE, csvFile, jsonFile, markdownFile, pagesOf } from './export-streams';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const sessionJson = (s: repo.OwnSession) => ({
  createdAt: iso(s.createdAt),
  lastActiveAt: iso(s.lastActiveAt),
  expiresAt: iso(s.expiresAt),
  ipAddress: s.ipAddress,
  userAgent: s.userAgent,
});

const notificationJson = (n: repo.OwnNotification) => ({
  kind: n.kind,
  postId: n.postId,
  count: n.count,
  excerpt: n.excerpt,
  readAt: iso(n.readAt),
  createdAt: iso(n.createdAt),
});

const contactMessageJson = (m: repo.OwnContactMessage) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: iso(m.createdAt),
});

/** A message to the team as its sender reads it back. */
export function contactMessageMarkdown(m: repo.OwnContactMessage, timeZone: string): string {
  const topic = contactTopicLabels[m.subject as keyof typeof contactTopicLabels] ?? m.subject;
  return [
    `## ${localDateTime(m.createdAt, timeZone)} · ${topic}`,
    '',
    `From ${m.name} <${m.email}>`,
    '',
    m.message,
    '',
  ].join('\n');
}

/**
 * sessions, notifications and contact messages: what the app keeps about the member's use of it, as JSON
 * plus CSV (sessions, notifications) or Markdown (messages), each file reading its pages again.
 */
export async function addAccountFiles(
  zip: ZipWriter,
  db: DbOrTx,
  userId: string,
  timeZone: string,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<void> {
  const sessionPages = pagesOf(repo.ownSessionKeys, (p) => repo.findOwnSessionsPage(db, userId, p), pageSize);
  const notificationPages = pagesOf(
    repo.ownNotificationKeys,
    (p) => repo.findOwnNotificationsPage(db, userId, p),
    pageSize,
  );
  const messagePages = pagesOf(
    repo.ownContactMessageKeys,
    (p) => repo.findOwnContactMessagesPage(db, userId, p),
    pageSize,
  );

  await zip.addFile('sessions.json', jsonFile(sessionPages(), sessionJson));
  await zip.addFile(
    'sessions.csv',
    csvFile(
      ['created_at', 'last_active_at', 'expires_at', 'ip_address', 'user_agent'],
      sessionPages(),
      (s) => [s.createdAt, s.lastActiveAt, s.expiresAt, s.ipAddress, s.userAgent],
    ),
  );
  await zip.addFile('notifications.json', jsonFile(notificationPages(), notificationJson));
  await zip.addFile(
    'notifications.csv',
    csvFile(['kind', 'post_id', 'count', 'excerpt', 'read_at', 'created_at'], notificationPages(), (n) => [
      n.kind,
      n.postId,
      n.count,
      n.excerpt,
      n.readAt,
      n.createdAt,
    ]),
  );
  await zip.addFile('contact-messages.json', jsonFile(messagePages(), contactMessageJson));
  await zip.addFile(
    'contact-messages.md',
    markdownFile('Your messages to the team', timeZone, messagePages(), (m) =>
      contactMessageMarkdown(m, timeZone),
    ),
  );
}

/**
 * reminders.json: the member's reminders, quiet hours, snooze and weekly e-mail choice, and the devices that get
 * them by name (a device's push address and keys are left out: they would let anyone push to it).
 */
export async function addReminderFile(zip: ZipWriter, db: DbOrTx, userId: string): Promise<void> {
  const { timeZone, reminders, preferences, devices } = await readReminderSettings(db, userId, '');
  const file = {
    timeZone,
    reminders: reminders.map(({ id: _id, ...reminder }) => reminder),
    preferences,
    devices: devices.map(({ label, createdAt }) => ({ label, createdAt })),
  };
  await zip.addFile('reminders.json', [`${JSON.stringify(file, null, 2)}\n`]);
}
