import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey(),
    siteAnnouncementMessage: text('site_announcement_message').notNull(),
    isAnnouncementVisible: boolean('is_announcement_visible').notNull().default(false),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A single row: the spec keys it as id 1.
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);
