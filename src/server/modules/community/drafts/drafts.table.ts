import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NewTopicDraft, ReplyDraft } from '@shared/community/drafts.schemas';
import { user } from '../../account/auth.table';

/**
 * A post or reply a member is writing, one per member and place ('new-topic', or 'reply:<post id>'), until it is
 * sent or discarded. No key to the post replied to: a draft names a place, and says nothing of whether the post
 * exists or may be seen (the member's own writing, never shown to anyone else).
 */
export const forumDrafts = pgTable(
  'forum_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    data: jsonb('data').$type<NewTopicDraft | ReplyDraft>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.place] })],
);
