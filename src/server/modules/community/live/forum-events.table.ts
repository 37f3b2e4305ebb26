import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The forum's changes in order, for the live threads and feed (issue 30 §6): a numbered log every process reads,
 * so a browser that reconnects to any process resumes after the last event it had (Last-Event-ID). Kept a day.
 */
export const forumEvents = pgTable(
  'forum_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'post' (its text, counters, replies, likes, visibility), 'channel' (what it lists), 'forum' (all). */
    kind: text('kind', { enum: ['post', 'channel', 'forum'] }).notNull(),
    postId: uuid('post_id'),
    channelId: uuid('channel_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_events_created_idx').on(t.createdAt)],
);
