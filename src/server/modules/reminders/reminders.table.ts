import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

/** A member's reminder for a tool (or one habit), at their chosen times and weekdays in their time zone. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    /** The habit (a habit-tracker entry) of a habit reminder; '' for a tool's. */
    habitId: text('habit_id').notNull().default(''),
    /** "HH:mm" on the member's clock. */
    times: text('times').array().notNull(),
    /** Weekdays, 0 = Sunday. */
    days: smallint('days').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When it is next due (UTC); null when off. The scheduler reads this through the partial index below. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_user_target_idx').on(t.userId, t.tool, t.habitId),
    index('reminders_due_idx')
      .on(t.nextDueAt)
      .where(sql`next_due_at is not null`),
  ],
);

/** A member's quiet hours, snooze and weekly summary e-mail choice (one row once they set any). */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Minutes after midnight on the member's clock; both null: no quiet hours. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    weeklySummaryEmail: boolean('weekly_summary_email').notNull().default(false),
    /** A morning e-mail of the forum's replies and mentions the member has not seen (issue 30 §7). */
    forumDigestEmail: boolean('forum_digest_email').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The weekly summary pass pages through the members who chose it.
    index('reminder_preferences_weekly_idx')
      .on(t.userId)
      .where(sql`weekly_summary_email`),
    // As does the forum digest's.
    index('reminder_preferences_digest_idx')
      .on(t.userId)
      .where(sql`forum_digest_email`),
  ],
);

/** A forum digest claimed for a member's day: at most one a day, sent by one process (issue 30 §7). */
export const forumDigests = pgTable(
  'forum_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('forum_digests_latest_idx').on(t.userId, t.claimedAt),
  ],
);

/** A browser that receives the member's reminders (a Push API subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per reminder and due time: what makes a reminder sent once however many processes see it due. The
 * scheduler inserts it (a second insert finds it there), and one process at a time takes it to send (a lease);
 * one that dies mid-send loses the lease and the next pass sends the same push again (the same Topic and
 * notification tag, so the member sees it once).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /**
     * 'queued'; 'sending' while a process holds it (until claimed_until); then 'sent' or 'skipped'; 'snoozed'
     * when the member snoozed its notification.
     */
    status: text('status').notNull().default('queued'),
    /** A sending process's lease: past it, the delivery is taken again (that process died mid-send). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Pushes accepted by the push services. */
    pushes: integer('pushes').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The delivery whose notification was snoozed ("In an hour") to make this one. */
    snoozedFrom: uuid('snoozed_from'),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_idx').on(t.reminderId, t.dueAt),
    index('reminder_deliveries_user_idx').on(t.userId, t.dueAt),
  ],
);

/** Secrets the app makes for itself at first start and every process must share (the VAPID key pair). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per member and week whose summary e-mail was sent (the member's Sunday): inserted before the mail goes,
 * so two processes, or two passes, send it at most once.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The member's Sunday the summary ends with. */
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekOf] })],
);
