import { reputationFor } from '@shared/community/reputation';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { authorChanged, memberChanged, postChanged, type ChangeSet } from '../../lib/changes/change';
import { findPostRow } from './posts/posts.repository';
import * as replyRepo from './replies/replies.repository';
import { addReputation } from '../profiles/forum-standing.service';

export type RemovedPost = NonNullable<Awaited<ReturnType<typeof findPostRow>>>;

/** A member whose reputation moved: their session carries it, and the forum shows it beside their name. */
export const reputationMoved = (userId: string) => [memberChanged(userId), authorChanged(userId)];

/**
 * The one way a post leaves the forum (its author, an admin, a report decision), inside the caller's
 * transaction. Its replies, likes, options, votes, reports and notifications cascade; the reputation they
 * gave goes with them (a like from someone else, an accepted answer), so reputation stays what the remaining
 * rows earn. Returns the post as it was (for an audit), or null when it was already gone. Reports the post and
 * every member whose reputation moved to `changes`.
 */
export async function removePost(
  tx: Transaction,
  postId: string,
  changes: ChangeSet,
): Promise<RemovedPost | null> {
  const post = await findPostRow(tx, postId, true);
  if (!post) return null;
  changes.add(postChanged(post));
  if (post.userId) {
    changes.add(...reputationMoved(post.userId));
    const likes = (await tx.execute(sql`
      select count(*)::int as n from post_likes where post_id = ${postId} and user_id <> ${post.userId}`)) as unknown as {
      rows: { n: number }[];
    };
    await addReputation(tx, post.userId, -(likes.rows[0]?.n ?? 0));
  }
  if (post.acceptedReplyId) {
    const answer = await replyRepo.findReplyRow(tx, post.acceptedReplyId);
    if (answer?.userId && post.userId) {
      await addReputation(tx, answer.userId, reputationFor('answer_unmarked', post.userId, answer.userId));
      changes.add(...reputationMoved(answer.userId));
    }
  }
  await tx.execute(sql`delete from posts where id = ${postId}`);
  return post;
}

/**
 * The one way a reply leaves the forum, inside the caller's transaction: its post's reply_count drops with it
 * and an accepted answer takes its reputation along. Returns false when the reply was already gone. Reports
 * its post and a member whose reputation moved to `changes`.
 */
export async function removeReply(tx: Transaction, replyId: string, changes: ChangeSet): Promise<boolean> {
  const reply = await replyRepo.findReplyRow(tx, replyId);
  if (!reply) return false;
  const post = await findPostRow(tx, reply.postId);
  if (post) changes.add(postChanged(post));
  if (reply.isAnswer && post?.userId) {
    await addReputation(tx, reply.userId, reputationFor('answer_unmarked', post.userId, reply.userId ?? ''));
    if (reply.userId) changes.add(...reputationMoved(reply.userId));
  }
  await replyRepo.deleteReplyById(tx, replyId, reply.postId);
  return true;
}
