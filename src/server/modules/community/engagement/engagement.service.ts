import type { Poll } from '@shared/community/community.schemas';
import { reputationFor } from '@shared/community/reputation';
import { postChanged, type ChangeSet } from '../../../lib/changes/change';
import { AppError, notFound } from '../../../lib/app-error';
import { reputationMoved } from '../content-removal';
import * as notices from '../../notifications/notifications.service';
import type { Viewer } from '../../../lib/viewer';
import type { CommunityDeps } from '../community-deps';
import { assertMayWrite } from '../trust/trust.service';
import * as repo from './engagement.repository';
import { findVisiblePostRow, getPost } from '../posts/posts.service';
import { addReputation } from '../../profiles/forum-standing.service';
import { awardBadges } from './reputation.repository';

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
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'like' });
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
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'vote' });
    const counted = await repo.addVote(tx, { optionId, postId: option.postId, userId: viewer.userId });
    if (!counted) throw alreadyVoted();
  });
  const post = await getPost(deps, viewer, option.postId);
  if (!post.poll) throw notFound('Could not find poll option.');
  return { poll: post.poll };
}
