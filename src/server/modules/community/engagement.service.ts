import type { CreateReportInput, Poll } from '@shared/community/community.schemas';
import { reputationFor } from '@shared/community/reputation';
import { postChanged, type ChangeSet } from '../../lib/changes/change';
import { AppError, conflict, notFound } from '../../plugins/app-error';
import { reputationMoved } from './content-removal';
import * as notices from '../notifications/notifications.repository';
import type { Viewer } from '../profiles/viewer';
import * as activity from './activity.repository';
import type { CommunityDeps } from './community-deps';
import { limitMessages, rateLimited } from './community-limits';
import * as repo from './engagement.repository';
import { findVisiblePostRow, getPost } from './posts.service';
import { findReplyRow } from './replies.repository';
import { addReputation, awardBadges } from './reputation.repository';

/**
 * Likes or unlikes a post. The like row, like_count, the owner's reputation, their grouped notification and
 * badges change in one transaction, so like_count always equals the rows.
 */
export async function toggleLike(deps: CommunityDeps, viewer: Viewer, postId: string, changes: ChangeSet) {
  const post = await findVisiblePostRow(deps, viewer, postId);
  changes.add(postChanged(post));
  // The owner's reputation moves (never for liking one's own post).
  if (post.userId && post.userId !== viewer.userId) changes.add(...reputationMoved(post.userId));
  const me = viewer.userId;
  return deps.db.transaction(async (tx) => {
    const removed = await repo.removeLike(tx, postId, me);
    if (removed) {
      await addReputation(tx, removed.ownerId, reputationFor('like_removed', me, removed.ownerId ?? me));
      return { liked: false, likeCount: removed.likeCount };
    }
    const max = deps.limits.likesPerDay;
    if (max > 0) {
      await activity.lockMemberLimits(tx, me);
      if ((await activity.likesToday(tx, me)) >= max) throw rateLimited(limitMessages.likes(max));
    }
    const added = await repo.addLike(tx, postId, me);
    if (!added) return { liked: true, likeCount: await repo.readLikeCount(tx, postId) };
    const owner = added.ownerId;
    if (owner && owner !== me) {
      await addReputation(tx, owner, reputationFor('like_received', me, owner));
      await notices.notifyLike(tx, { userId: owner, postId, actorId: me, excerpt: added.content });
      await awardBadges(tx, owner);
    }
    return { liked: true, likeCount: added.likeCount };
  });
}

export const alreadyVoted = () => new AppError(409, 'already_voted', 'You can only vote once per poll.');

/** One vote per member per poll (the unique (post_id, user_id) decides, even under concurrency). */
export async function vote(
  deps: CommunityDeps,
  viewer: Viewer,
  optionId: string,
  changes: ChangeSet,
): Promise<{ poll: Poll }> {
  const option = await repo.findPollOption(deps.db, optionId);
  if (!option) throw notFound('Could not find poll option.');
  changes.add(postChanged(await findVisiblePostRow(deps, viewer, option.postId)));
  await deps.db.transaction(async (tx) => {
    const counted = await repo.addVote(tx, { optionId, postId: option.postId, userId: viewer.userId });
    if (!counted) throw alreadyVoted();
  });
  const post = await getPost(deps, viewer, option.postId);
  if (!post.poll) throw notFound('Could not find poll option.');
  return { poll: post.poll };
}

/** Files a report (one open per member per item); the third member's report hides the item. */
export async function createReport(
  deps: CommunityDeps,
  viewer: Viewer,
  input: CreateReportInput,
  changes: ChangeSet,
) {
  let post;
  if (input.contentType === 'post') {
    post = await findVisiblePostRow(deps, viewer, input.postId ?? '');
  } else {
    const reply = await findReplyRow(deps.db, input.replyId ?? '');
    if (!reply) throw notFound('Could not find that reply.');
    post = await findVisiblePostRow(deps, viewer, reply.postId);
  }
  // A report may hide what it names (the third one does).
  changes.add(postChanged(post));
  const max = deps.limits.reportsPerDay;
  const report = await deps.db.transaction(async (tx) => {
    if (max > 0) {
      await activity.lockMemberLimits(tx, viewer.userId);
      if ((await activity.reportsToday(tx, viewer.userId)) >= max)
        throw rateLimited(limitMessages.reports(max));
    }
    const row = await repo.insertReport(tx, viewer.userId, input);
    if (!row) throw conflict('You have already reported this. Our team will review it.');
    await repo.hideIfReported(tx, { postId: row.postId ?? undefined, replyId: row.replyId ?? undefined });
    return row;
  });
  return {
    id: report.id,
    contentType: report.contentType,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
  };
}
