import type { DbOrTx } from '../../../db/client';
import type { CommunityProfile, CommunityStats, PostPage } from '@shared/community/community.schemas';
import { isAdminViewer } from '../../../lib/authorize';
import { keysetPage } from '../../../lib/keyset';
import { notFound } from '../../../lib/app-error';
import type { Viewer } from '../../../lib/viewer';
import { readableChannelIds } from '../channels/channels.service';
import type { CommunityDeps } from '../community-deps';
import * as repo from './members.repository';
import { listPosts, toPost, userPostKeys } from '../posts/posts.repository';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import type { MemberReplyPage } from '@shared/community/member-activity.schemas';
import * as repliesRepo from './member-replies.repository';
import { memberReplyKeys } from './member-replies.repository';

const MEMBER_NOT_FOUND = 'Could not find that member.';
const MEMBER_REPLY_EXCERPT_LENGTH = 200;

async function findMember(deps: CommunityDeps, username: string) {
  const row = await repo.findMemberProfile(deps.db, username);
  if (!row?.authorId) throw notFound(MEMBER_NOT_FOUND);
  return { ...row, id: row.authorId };
}

export async function getMemberProfile(deps: CommunityDeps, username: string): Promise<CommunityProfile> {
  const member = await findMember(deps, username);
  const badges = await repo.listMemberBadges(deps.db, member.id);
  return {
    username: member.authorUsername ?? username,
    avatarUrl: member.authorAvatarUrl,
    title: member.authorTitle,
    reputation: member.authorReputation ?? 0,
    badges: badges.map((b) => ({ ...b, awardedAt: b.awardedAt.toISOString() })),
    joinedAt: member.joinedAt.toISOString(),
    postCount: member.postCount,
    replyCount: member.replyCount,
    answerCount: member.answerCount,
  };
}

/** A member's posts, newest first, from the channels the viewer may read. */
export async function listMemberPosts(
  deps: CommunityDeps,
  viewer: Viewer,
  username: string,
  query: { cursor?: string; limit: number },
): Promise<PostPage> {
  const member = await findMember(deps, username);
  const page = keysetPage(userPostKeys, query.cursor, query.limit);
  const rows = await listPosts(
    deps.db,
    {
      viewerId: viewer.userId,
      seesHidden: isAdminViewer(viewer),
      channelIds: await readableChannelIds(deps.channels, viewer),
    },
    { page, userId: member.id },
  );
  const { items, nextCursor } = page.finish(rows);
  return { items: items.map(toPost), nextCursor };
}

/** A member's replies, or only their accepted answers, newest first, from the channels the viewer may read. */
export async function listMemberReplies(
  deps: CommunityDeps,
  viewer: Viewer,
  username: string,
  query: { cursor?: string; limit: number; answers: boolean },
): Promise<MemberReplyPage> {
  const member = await findMember(deps, username);
  const page = keysetPage(memberReplyKeys, query.cursor, query.limit);
  const rows = await repliesRepo.listMemberReplies(deps.db, {
    userId: member.id,
    channelIds: await readableChannelIds(deps.channels, viewer),
    seesHidden: isAdminViewer(viewer) || viewer.userId === member.id,
    answersOnly: query.answers,
    page,
  });
  const { items, nextCursor } = page.finish(rows);
  return {
    items: items.map((row) => ({
      id: row.id,
      postId: row.postId,
      postTitle: row.postTitle,
      excerpt: markdownExcerpt(row.content, MEMBER_REPLY_EXCERPT_LENGTH),
      isAnswer: row.isAnswer,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

export async function getStats(deps: CommunityDeps): Promise<CommunityStats> {
  return repo.readStats(deps.db);
}

/** The badges a member earned in the forum, newest first (their own profile lists them). */
export function listMemberBadges(db: DbOrTx, userId: string) {
  return repo.listMemberBadges(db, userId);
}
