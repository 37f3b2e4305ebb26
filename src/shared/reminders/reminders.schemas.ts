import * as z from '../api/zod-mini';

/** What a reminder can be for: a tool, or one habit of the habit tracker. */
export const reminderTools = [
  'self-awareness-journal',
  'gratitude-log',
  'intention-setting-tool',
  'habit-tracker',
  'mindful-breathing',
  'pomodoro-timer',
] as const;
export type ReminderTool = (typeof reminderTools)[number];

/** At most this many times a day per reminder. */
export const MAX_REMINDER_TIMES = 4;
/** "Remind me in an hour" on a reminder's notification. */
export const SNOOZE_MINUTES = 60;
/** A notification can be snoozed this long after it was sent (a day-old one is not worth bringing back). */
export const SNOOZABLE_FOR_MS = 12 * 3_600_000;
/** At most this many devices per member receive reminders. */
export const MAX_PUSH_DEVICES = 10;

const clockTime = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 21:00.'));

export const reminderInputSchema = z
  .object({
    tool: z.enum(reminderTools),
    /** For the habit tracker: the habit (an entry id) this reminder is for; none for the other tools. */
    habitId: z.optional(z.string().check(z.uuid())),
    times: z
      .array(clockTime)
      .check(
        z.minLength(1, 'Choose at least one time.'),
        z.maxLength(MAX_REMINDER_TIMES, 'Up to four times a day.'),
      ),
    days: z
      .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
      .check(z.minLength(1, 'Choose at least one day.'), z.maxLength(7)),
    enabled: z.boolean(),
  })
  .check(
    z.refine((value) => (value.tool === 'habit-tracker') === (value.habitId !== undefined), {
      message: 'A habit reminder names its habit; other reminders do not.',
      path: ['habitId'],
    }),
  );
export type ReminderInput = z.infer<typeof reminderInputSchema>;

export const reminderSchema = z.object({
  id: z.string(),
  tool: z.enum(reminderTools),
  habitId: z.nullable(z.string()),
  times: z.array(z.string()),
  days: z.array(z.number()),
  enabled: z.boolean(),
  /** The next time it is due (ISO), or null when it is off. */
  nextDueAt: z.nullable(z.string()),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderPreferencesSchema = z.object({
  /** Quiet hours on the member's clock: no reminder between them (both null: none). */
  quietStart: z.nullable(clockTime),
  quietEnd: z.nullable(clockTime),
  /** No reminder before this instant (ISO), or null. */
  snoozedUntil: z.nullable(z.string()),
  weeklySummaryEmail: z.boolean(),
  /** A morning e-mail of forum replies and mentions not seen yet. */
  forumDigestEmail: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const reminderPreferencesInputSchema = z
  .object({
    quietStart: z.nullable(clockTime),
    quietEnd: z.nullable(clockTime),
    /** Snooze every reminder for this many hours from now (0 ends a snooze); unchanged when absent. */
    snoozeHours: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(24 * 14))),
    weeklySummaryEmail: z.boolean(),
    /** Unchanged when absent. */
    forumDigestEmail: z.optional(z.boolean()),
  })
  .check(
    z.refine((value) => (value.quietStart === null) === (value.quietEnd === null), {
      message: 'Quiet hours need a start and an end.',
      path: ['quietEnd'],
    }),
  );
export type ReminderPreferencesInput = z.infer<typeof reminderPreferencesInputSchema>;

const base64url = (max: number) =>
  z.string().check(z.minLength(8), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

/** A browser's push subscription (PushSubscription.toJSON()), with a name for the device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().check(z.maxLength(2000), z.url({ protocol: /^https?$/ })),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
  label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** Everything the reminder settings show. */
export const reminderSettingsSchema = z.object({
  /** The app's VAPID public key (applicationServerKey for PushManager.subscribe). */
  publicKey: z.string(),
  timeZone: z.string(),
  reminders: z.array(reminderSchema),
  preferences: reminderPreferencesSchema,
  devices: z.array(pushDeviceSchema),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a push carries to the service worker. */
export const reminderPushSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap opens (an app path). */
  url: z.string(),
  /** One per delivery: a delivery sent twice shows once. */
  tag: z.string(),
  /** Where the notification's "In an hour" action posts (the service worker, with the member's cookie). */
  snooze: z.string(),
});
export type ReminderPush = z.infer<typeof reminderPushSchema>;

/** The answer to a snooze: when the reminder comes back (ISO). */
export const snoozeResultSchema = z.object({ remindAt: z.string() });
export type SnoozeResult = z.infer<typeof snoozeResultSchema>;
