import type { CreateReplyInput, Reply } from '@shared/community/community.schemas';
import { reputationFor } from '@shared/community/reputation';
import { replyDraftPlace } from '@shared/community/drafts.schemas';
import { authorize, isAdminViewer } from '../../../lib/authorize';
import { postChanged, type ChangeSet } from '../../../lib/changes/change';
import { keysetPage } from '../../../lib/keyset';
import { notFound } from '../../../lib/app-error';
import * as notices from '../../notifications/notifications.service';
import { assertForumNameChosen } from '../../profiles/forum-name.service';
import type { Viewer } from '../../../lib/viewer';
import * as activity from '../activity.repository';
import type { CommunityDeps } from '../community-deps';
import { limitMessages, rateLimited, secondsToWait } from '../community-limits';
import * as policy from '../community.policy';
import { removeReply, reputationMoved } from '../content-removal';
import { findPostRow } from '../posts/posts.repository';
import { findVisiblePostRow, getPost } from '../posts/posts.service';
import * as repo from './replies.repository';
import { addReputation } from '../../profiles/forum-standing.service';
import { awardBadges } from '../engagement/reputation.repository';
import { clearDraft } from '../drafts/drafts.service';
import { findChannelById } from '../channels/channels.service';
import { notifyMentions } from '../mentions/mention-notices';
import { assertMayWrite } from '../trust/trust.service';

const REPLY_NOT_FOUND = 'Could not find that reply.';

export async function listReplies(
  deps: CommunityDeps,
  viewer: Viewer,
  postId: string,
  query: { cursor?: string; limit: number },
) {
  await findVisiblePostRow(deps, viewer, postId);
  const page = keysetPage(repo.replyKeys, query.cursor, query.limit);
  const rows = await repo.listReplies(deps.db, {
    postId,
    viewerId: viewer.userId,
    seesHidden: isAdminViewer(viewer),
    page,
  });
  const { items, nextCursor } = page.finish(rows);
  return { items: items.map(repo.toReply), nextCursor };
}

/** Adds a reply, counts it, tells the post's author and awards badges, in one transaction. */
export async function createReply(
  deps: CommunityDeps,
  viewer: Viewer,
  postId: string,
  input: CreateReplyInput,
  changes: ChangeSet,
): Promise<Reply> {
  const post = await findVisiblePostRow(deps, viewer, postId);
  await assertForumNameChosen(deps.db, viewer);
  const channel = await findChannelById(deps.channels, post.channelId);
  changes.add(postChanged(post));
  const interval = deps.limits.replyIntervalSeconds;
  const id = await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'reply', content: input.content });
    if (interval > 0) {
      const wait = secondsToWait(await activity.lastReplyAt(tx, viewer.userId), interval);
      if (wait > 0) throw rateLimited(limitMessages.replyInterval(wait));
    }
    const reply = await repo.insertReply(tx, { postId, userId: viewer.userId, content: input.content });
    if (post.userId && post.userId !== viewer.userId) {
      await notices.notify(tx, {
        userId: post.userId,
        kind: 'reply',
        postId,
        actorId: viewer.userId,
        excerpt: input.content,
      });
    }
    await awardBadges(tx, viewer.userId);
    await clearDraft(tx, viewer.userId, replyDraftPlace(postId));
    await notifyMentions(tx, {
      authorId: viewer.userId,
      postId,
      content: input.content,
      channelRequiredTier: channel.requiredTier,
      // The post's author is told of the reply already.
      alreadyTold: post.userId ? [post.userId] : [],
    });
    return reply.id;
  });
  const row = await repo.findReply(deps.db, id);
  if (!row) throw notFound(REPLY_NOT_FOUND);
  return repo.toReply(row);
}

/** Deletes a reply (author or admin) through the one removal path; an accepted answer takes its reputation. */
export async function deleteReply(
  deps: CommunityDeps,
  viewer: Viewer,
  id: string,
  changes: ChangeSet,
): Promise<void> {
  const reply = await repo.findReplyRow(deps.db, id);
  if (!reply) throw notFound(REPLY_NOT_FOUND);
  await findVisiblePostRow(deps, viewer, reply.postId);
  authorize(viewer, policy.deleteReply, reply);
  await deps.db.transaction((tx) => removeReply(tx, id, changes));
}

/**
 * Marks a reply as the post's answer (one per post: marking another moves it; null unmarks), moving the
 * reputation with it, in one transaction that locks the post so two marks cannot both win.
 */
export async function markAnswer(
  deps: CommunityDeps,
  viewer: Viewer,
  postId: string,
  replyId: string | null,
  changes: ChangeSet,
) {
  const visible = await findVisiblePostRow(deps, viewer, postId);
  authorize(viewer, policy.markAnswer, visible);
  changes.add(postChanged(visible));
  const reply = replyId ? await repo.findReplyRow(deps.db, replyId) : null;
  if (replyId && (!reply || reply.postId !== postId)) throw notFound(REPLY_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'answer' });
    const post = await findPostRow(tx, postId, true);
    if (!post) throw notFound('Could not find that post.');
    const asker = post.userId ?? '';
    if (post.acceptedReplyId === (reply?.id ?? null)) return;
    if (post.acceptedReplyId) {
      const previous = await repo.findReplyRow(tx, post.acceptedReplyId);
      await repo.setAnswer(tx, post.acceptedReplyId, false);
      if (previous?.userId) {
        await addReputation(tx, previous.userId, reputationFor('answer_unmarked', asker, previous.userId));
        changes.add(...reputationMoved(previous.userId));
      }
    }
    await repo.setAcceptedReply(tx, postId, reply?.id ?? null);
    if (!reply) return;
    await repo.setAnswer(tx, reply.id, true);
    if (!reply.userId) return;
    await addReputation(tx, reply.userId, reputationFor('answer_accepted', asker, reply.userId));
    await awardBadges(tx, reply.userId);
    changes.add(...reputationMoved(reply.userId));
    if (reply.userId !== viewer.userId) {
      await notices.notify(tx, {
        userId: reply.userId,
        kind: 'answer',
        postId,
        actorId: viewer.userId,
        excerpt: reply.content,
      });
    }
  });
  return getPost(deps, viewer, postId);
}
