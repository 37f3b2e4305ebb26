import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../account/auth.table';

/**
 * A member who blocked another: they are not told when the blocked member replies to them, mentions them, likes
 * their posts or marks their reply as the answer. The blocked member is not told either.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    // The member's own list, newest first.
    index('member_blocks_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
