import { sql } from 'drizzle-orm';
import { reportReasons } from '@shared/community/community.schemas';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Forum channels; required_tier is text so an unknown requirement can exist (it counts as lifetime_mastery). */
export const channels = pgTable('channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  description: text('description').notNull().default(''),
  requiredTier: text('required_tier').notNull().default('growth'),
  createdAt: createdAt(),
});

// Every list index below matches its keyset ORDER BY column for column, so a page is an index scan with no sort.
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    // A deleted author's posts stay ('Former member').
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    postType: text('post_type', { enum: ['discussion', 'question', 'poll'] }).notNull(),
    /** The topic's title (migration 0020 titled the posts written before by their first line). */
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    acceptedReplyId: uuid('accepted_reply_id').references((): AnyPgColumn => replies.id, {
      onDelete: 'set null',
    }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    check('posts_post_type_check', sql`${t.postType} in ('discussion', 'question', 'poll')`),
    index('posts_latest_idx').on(t.isPinned.desc(), t.createdAt.desc(), t.id.desc()),
    index('posts_popular_idx').on(t.isPinned.desc(), t.likeCount.desc(), t.id.desc()),
    index('posts_questions_idx').on(t.postType, t.isPinned.desc(), t.createdAt.desc(), t.id.desc()),
    index('posts_channel_latest_idx').on(t.channelId, t.isPinned.desc(), t.createdAt.desc(), t.id.desc()),
    index('posts_channel_popular_idx').on(t.channelId, t.isPinned.desc(), t.likeCount.desc(), t.id.desc()),
    index('posts_channel_questions_idx').on(
      t.channelId,
      t.postType,
      t.isPinned.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('posts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The admin list of every post, newest first.
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Full-text search on the title and content; the query repeats this exact expression so the planner uses it.
    index('posts_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.content})`),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    isAnswer: boolean('is_answer').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When its author (or an admin) last edited it; null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // The accepted answer first, then oldest first.
    index('replies_post_idx').on(t.postId, t.isAnswer.desc(), t.createdAt.asc(), t.id.asc()),
    // The admin dashboard counts this week's replies by a range scan.
    index('replies_created_idx').on(t.createdAt),
    // A member's own replies, for the data export's keyset pages.
    index('replies_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

// Counter correction when a member is deleted (their likes and votes cascade away) is the admin issue's job.
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // Ends in post_id so the data export's keyset pages are unique and need no sort.
    index('post_likes_user_idx').on(t.userId, t.createdAt, t.postId),
  ],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    position: integer('position').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [
    index('poll_options_post_idx').on(t.postId, t.position),
    check('poll_options_text_length', sql`char_length(${t.optionText}) between 1 and 200`),
  ],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('poll_votes_option_idx').on(t.optionId),
    // A member's own votes, for the data export's keyset pages.
    index('poll_votes_user_idx').on(t.userId, t.createdAt, t.postId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    // 0 for a report that someone may harm themselves: the admin's queue shows those first.
    priority: smallint('priority').notNull().default(1),
    note: text('note'),
    contentType: text('content_type', { enum: ['post', 'reply'] }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'resolved', 'dismissed'] })
      .notNull()
      .default('pending'),
    /** How much this report counts toward hiding (reportWeight: the reporter's level and record when filed). */
    weight: smallint('weight').notNull().default(1),
    createdAt: createdAt(),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per member per item.
    uniqueIndex('reports_open_post_idx')
      .on(t.reporterId, t.postId)
      .where(sql`${t.status} = 'pending' and ${t.contentType} = 'post'`),
    uniqueIndex('reports_open_reply_idx')
      .on(t.reporterId, t.replyId)
      .where(sql`${t.status} = 'pending' and ${t.contentType} = 'reply'`),
    index('reports_post_idx').on(t.postId),
    index('reports_reply_idx').on(t.replyId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    // The admin queue walks one status in report order (either way), keyset on (created_at, id).
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    // The pending queue: the most urgent reason first, then oldest first.
    index('reports_queue_priority_idx').on(t.status, t.priority, t.createdAt, t.id),
  ],
);

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badgeId] }),
    index('user_badges_recent_idx').on(t.userId, t.awardedAt.desc()),
  ],
);
