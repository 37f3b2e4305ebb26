import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // The member's own messages: their data export reads them newest first, their deletion unlinks them.
    index('contact_messages_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
