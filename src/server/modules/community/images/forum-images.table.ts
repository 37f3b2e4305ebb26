import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../account/auth.table';

/** An image a member uploaded for a post or reply: who, its box, and when (the day's upload limit counts them). */
export const forumImages = pgTable(
  'forum_images',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The name it is served under (FORUM_IMAGE_NAME) and its media storage key's last part. */
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_images_user_idx').on(t.userId, t.createdAt)],
);
