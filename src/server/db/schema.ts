// Every drizzle table, for the client, drizzle-kit and better-auth's adapter.
export * from '../modules/account/auth.table';
export * from '../shared-state/session-marks.table';
export * from '../modules/profiles/profiles.table';
export * from '../modules/settings/settings.table';
export * from '../modules/help/crisis-lines.table';
export * from '../modules/contact/contact.table';
export * from '../modules/content/content.table';
export * from '../modules/tool-data/tool-data.table';
export * from '../modules/progress/member-days.table';
export * from '../modules/community/community.table';
export * from '../modules/community/drafts/drafts.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/admin/admin-audit/admin-audit.table';
export * from '../modules/admin/admin-media/admin-media.table';
export * from '../modules/billing/billing.table';
export * from '../shared-state/rate-counters.table';
export * from '../modules/reminders/reminders.table';
