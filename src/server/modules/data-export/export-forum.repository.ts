import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
import {
  channels,
  pollOptions,
  pollVotes,
  postLikes,
  posts,
  replies,
  reports,
} from '../community/community.table';

// Each export query reads only rows the member wrote or gave (user_id = them), a page at a time over an
// index whose columns match the ORDER BY, so a member with years of forum life never sits whole in memory.

/** posts_user_idx after user_id. */
export const ownPostKeys: KeyColumn[] = [
  { column: posts.createdAt, direction: 'desc', type: 'timestamp' },
  { column: posts.id, direction: 'desc', type: 'uuid' },
];

/** replies_user_idx after user_id. */
export const ownReplyKeys: KeyColumn[] = [
  { column: replies.createdAt, direction: 'desc', type: 'timestamp' },
  { column: replies.id, direction: 'desc', type: 'uuid' },
];

/** post_likes_user_idx after user_id. */
export const ownLikeKeys: KeyColumn[] = [
  { column: postLikes.createdAt, direction: 'asc', type: 'timestamp' },
  { column: postLikes.postId, direction: 'asc', type: 'uuid' },
];

/** poll_votes_user_idx after user_id. */
export const ownVoteKeys: KeyColumn[] = [
  { column: pollVotes.createdAt, direction: 'asc', type: 'timestamp' },
  { column: pollVotes.postId, direction: 'asc', type: 'uuid' },
];

/** reports_reporter_idx after reporter_id (the id only breaks ties of one instant). */
export const ownReportKeys: KeyColumn[] = [
  { column: reports.createdAt, direction: 'asc', type: 'timestamp' },
  { column: reports.id, direction: 'asc', type: 'uuid' },
];

/** The query of one page of the member's posts with their channel. */
export function ownPostsPageQuery(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      id: posts.id,
      channel: channels.name,
      postType: posts.postType,
      content: posts.content,
      isPinned: posts.isPinned,
      likeCount: posts.likeCount,
      replyCount: posts.replyCount,
      hiddenAt: posts.hiddenAt,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      ...page.keyFields,
    })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .where(and(eq(posts.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/** One page of the member's posts with their channel, and the options of their own polls on that page. */
export async function findOwnPostsPage(db: DbOrTx, userId: string, page: KeysetPage) {
  const rows = await ownPostsPageQuery(db, userId, page);
  const pollIds = rows.filter((row) => row.postType === 'poll').map((row) => row.id);
  const options = pollIds.length
    ? await db
        .select({ postId: pollOptions.postId, text: pollOptions.optionText, votes: pollOptions.voteCount })
        .from(pollOptions)
        .where(inArray(pollOptions.postId, pollIds))
        .orderBy(asc(pollOptions.postId), asc(pollOptions.position))
    : [];
  return rows.map((row) => ({
    ...row,
    pollOptions: options.filter((o) => o.postId === row.id).map(({ text, votes }) => ({ text, votes })),
  }));
}

/** One page of the member's replies; the post they answer is named by id only (it may be another's). */
export function findOwnRepliesPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      content: replies.content,
      isAnswer: replies.isAnswer,
      hiddenAt: replies.hiddenAt,
      createdAt: replies.createdAt,
      ...page.keyFields,
    })
    .from(replies)
    .where(and(eq(replies.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/** One page of the posts the member liked. */
export function findOwnLikesPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({ postId: postLikes.postId, createdAt: postLikes.createdAt, ...page.keyFields })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/** One page of the member's poll votes with the option they chose. */
export function findOwnVotesPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      postId: pollVotes.postId,
      optionId: pollVotes.optionId,
      option: pollOptions.optionText,
      createdAt: pollVotes.createdAt,
      ...page.keyFields,
    })
    .from(pollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
    .where(and(eq(pollVotes.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/**
 * One page of the reports the member filed, with their note. The reported item is named by id only (it is
 * usually another member's), and the moderator who closed it not at all.
 */
export function findOwnReportsPage(db: DbOrTx, userId: string, page: KeysetPage) {
  return db
    .select({
      id: reports.id,
      contentType: reports.contentType,
      postId: reports.postId,
      replyId: reports.replyId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      ...page.keyFields,
    })
    .from(reports)
    .where(and(eq(reports.reporterId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type OwnPost = Awaited<ReturnType<typeof findOwnPostsPage>>[number];
export type OwnReply = Awaited<ReturnType<typeof findOwnRepliesPage>>[number];
export type OwnLike = Awaited<ReturnType<typeof findOwnLikesPage>>[number];
export type OwnVote = Awaited<ReturnType<typeof findOwnVotesPage>>[number];
export type OwnReport = Awaited<ReturnType<typeof findOwnReportsPage>>[number];
