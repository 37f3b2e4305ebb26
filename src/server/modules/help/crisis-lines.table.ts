import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The help panel's crisis lines, per country, in the order an admin set (content: public, admin-edited). */
export const crisisLines = pgTable(
  'crisis_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sortOrder: integer('sort_order').notNull(),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    name: text('name').notNull(),
    isEmergency: boolean('is_emergency').notNull().default(false),
    phone: text('phone'),
    sms: text('sms'),
    smsKeyword: text('sms_keyword'),
    url: text('url'),
    description: text('description').notNull().default(''),
    sourceUrl: text('source_url').notNull(),
    checkedOn: date('checked_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crisis_lines_sort_order_idx').on(t.sortOrder)],
);
