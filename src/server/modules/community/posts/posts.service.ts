import type { CreatePostInput, Post, UpdatePostInput } from '@shared/community/community.schemas';
import type { Transaction } from '../../../db/client';
import { channelChanged, postChanged, type ChangeSet } from '../../../lib/changes/change';
import type { AdminAudit } from '../../../lib/admin-audit';
import { authorize } from '../../../lib/authorize';
import { EncodedJson } from '../../../lib/encoded-json';
import { notFound } from '../../../lib/app-error';
import { assertForumNameChosen } from '../../profiles/forum-name.service';
import type { Viewer } from '../../../lib/viewer';
import * as activity from '../activity.repository';
import { findChannelById } from '../channels/channels.service';
import type { CommunityDeps } from '../community-deps';
import { pageDependencies } from '../feed/feed-cache';
import { type CommunityLimits, limitMessages, rateLimited, secondsToWait } from '../community-limits';
import * as policy from '../community.policy';
import { removePost } from '../content-removal';
import { titleFromContent } from '@shared/community/post-title';
import { NEW_TOPIC_PLACE } from '@shared/community/drafts.schemas';
import * as repo from './posts.repository';
import { awardBadges } from '../engagement/reputation.repository';
import { clearDraft } from '../drafts/drafts.service';
import { notifyMentions } from '../mentions/mention-notices';
import { assertMayWrite } from '../trust/trust.service';

const POST_NOT_FOUND = 'Could not find that post.';

/**
 * A post row the viewer may see: not hidden by reports unless they wrote it or are an admin (else 404, as if it
 * were gone). Its channel's tier gate is the route's (channel.gate.ts), applied before the handler.
 */
export async function findVisiblePostRow(deps: CommunityDeps, viewer: Viewer, id: string) {
  const row = await repo.findPostRow(deps.db, id);
  if (!row) throw notFound(POST_NOT_FOUND);
  if (row.hiddenAt && !policy.seeHidden.allows(viewer, row)) throw notFound(POST_NOT_FOUND);
  return row;
}

/**
 * One post as its page opens it, serialised, kept in memory like feed pages. Only for reads: a write's own
 * answer uses getPost, read after the write.
 */
export async function readPost(deps: CommunityDeps, viewer: Viewer, id: string): Promise<EncodedJson> {
  const read = deps.feed.begin(viewer);
  const cached = deps.feed.post(viewer, id, read);
  if (cached) return cached;
  const post = await getPost(deps, viewer, id);
  const json = new EncodedJson(post, 'fast');
  const on = pageDependencies({
    channelIds: [post.channel.id],
    posts: [{ id: post.id, userId: post.author.id }],
    order: 'stable',
  });
  deps.feed.keepPost(viewer, id, read, json, on);
  return json;
}

/** One post as its card shows it, read now (hidden: 404 unless the viewer wrote it or is an admin). */
export async function getPost(deps: CommunityDeps, viewer: Viewer, id: string): Promise<Post> {
  const row = await repo.findPost(deps.db, viewer.userId, id);
  if (!row) throw notFound(POST_NOT_FOUND);
  if (row.hiddenAt && !policy.seeHidden.allows(viewer, row)) throw notFound(POST_NOT_FOUND);
  return repo.toPost(row);
}

/**
 * Refuses a post past the member's pace, sanction or trust level; call inside the inserting transaction (it
 * takes the member's limits lock).
 */
async function checkPostLimits(
  tx: Transaction,
  limits: CommunityLimits,
  viewer: Viewer,
  input: CreatePostInput,
): Promise<void> {
  await assertMayWrite(tx, limits, viewer, {
    kind: 'topic',
    content: `${input.title ?? ''}\n${input.content}`,
    poll: input.postType === 'poll',
  });
  if (limits.postIntervalSeconds <= 0) return;
  const wait = secondsToWait(await activity.lastPostAt(tx, viewer.userId), limits.postIntervalSeconds);
  if (wait > 0) throw rateLimited(limitMessages.postInterval(wait));
}

/** Writes the post and, for a poll, its options in ONE transaction: a failing option leaves no post. */
export async function createPost(deps: CommunityDeps, viewer: Viewer, input: CreatePostInput): Promise<Post> {
  // The route's declared gate (newPostChannelGate) has let the viewer into this channel.
  const channel = await findChannelById(deps.channels, input.channelId);
  await assertForumNameChosen(deps.db, viewer);
  const id = await deps.db.transaction(async (tx) => {
    await checkPostLimits(tx, deps.limits, viewer, input);
    const post = await repo.insertPost(tx, {
      channelId: channel.id,
      userId: viewer.userId,
      postType: input.postType,
      title: input.title ?? titleFromContent(input.content),
      content: input.content,
    });
    if (input.postType === 'poll') await repo.insertPollOptions(tx, post.id, input.pollOptions ?? []);
    await awardBadges(tx, viewer.userId);
    await clearDraft(tx, viewer.userId, NEW_TOPIC_PLACE);
    await notifyMentions(tx, {
      authorId: viewer.userId,
      postId: post.id,
      content: input.content,
      channelRequiredTier: channel.requiredTier,
    });
    return post.id;
  });
  return getPost(deps, viewer, id);
}

export async function updatePost(
  deps: CommunityDeps,
  viewer: Viewer,
  id: string,
  input: UpdatePostInput,
  changes: ChangeSet,
): Promise<Post> {
  const row = await findVisiblePostRow(deps, viewer, id);
  authorize(viewer, policy.editPost, row);
  await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, {
      kind: 'edit',
      content: `${input.title ?? ''}\n${input.content ?? ''}`,
    });
    await repo.updatePostContent(tx, id, input);
  });
  changes.add(postChanged(row));
  return getPost(deps, viewer, id);
}

/** Deletes the post through the one removal path (cascades, reputation corrected). */
export async function deletePost(
  deps: CommunityDeps,
  viewer: Viewer,
  id: string,
  changes: ChangeSet,
): Promise<void> {
  const row = await findVisiblePostRow(deps, viewer, id);
  authorize(viewer, policy.deletePost, row);
  await deps.db.transaction((tx) => removePost(tx, id, changes));
}

/** An admin pins or unpins (an audited admin write): the post moves within its channel's order. */
export async function togglePin(deps: CommunityDeps, audit: AdminAudit, id: string, changes: ChangeSet) {
  const row = await findVisiblePostRow(deps, audit.actor, id);
  const isPinned = await deps.db.transaction(async (tx) => {
    const pinned = await repo.togglePin(tx, id);
    if (pinned === null) throw notFound(POST_NOT_FOUND);
    await audit.record(tx, { summary: { isPinned: pinned } });
    return pinned;
  });
  changes.add(postChanged(row), channelChanged(row.channelId));
  return { isPinned };
}
