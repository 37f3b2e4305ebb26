import { moodTodaySchema } from '@shared/progress/progress.schemas';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import {
  channelListSchema,
  communityProfileSchema,
  communityStatsSchema,
  createPostSchema,
  createReplySchema,
  updateReplySchema,
  createReportSchema,
  updatePostSchema,
  likeResultSchema,
  markAnswerSchema,
  pinResultSchema,
  postPageSchema,
  postSchema,
  replyPageSchema,
  replySchema,
  reportSchema,
  voteResultSchema,
  type Channel,
  type CommunityProfile,
  type Notification,
  type Post,
  type Reply,
} from '@shared/community/community.schemas';
import { NEW_TOPIC_PLACE, replyDraftPlace, type ForumDraft } from '@shared/community/drafts.schemas';
import type { ErrorCode } from '@shared/api/error-codes';
import * as z from '@shared/api/zod-mini';
import { byNewest, error, page, reply } from './fake-api-answers';
import { answerNotifications } from './fake-notifications-api';
import { answerStanding } from './fake-standing-api';
import { answerImages } from './fake-images-api';
import { answerDrafts } from './fake-drafts-api';
import type { ForumStanding } from '@shared/community/trust';
import { defaultChannels, makeAuthor, makePost, makeReply } from './community-fixtures';

export interface FakeCommunityState {
  channels: Channel[];
  posts: Post[];
  replies: Reply[];
  notifications: Notification[];
  /** When the member last opened the bell (ISO), or null. */
  notificationsSeenAt: string | null;
  reports: unknown[];
  profiles: CommunityProfile[];
  /** The forum names the member blocked. */
  blocked: Set<string>;
  /** `METHOD /path` → an error answer, to make one call fail. */
  failures: Map<string, { status: number; code: ErrorCode; message: string }>;
  /** Request bodies the shared input schemas refused (a test expects none). */
  invalidBodies: { route: string; issues: string }[];
  /** Every call as `METHOD /path?query`. */
  calls: string[];
  pageSize: number;
  me: { id: string; username: string };
  /** The average mood of today's journal entries, as GET /api/me/mood-today answers it. */
  moodToday: number | null;
  /** The member's drafts by place ('new-topic', 'reply:<post id>'). */
  drafts: Map<string, Omit<ForumDraft, 'place'>>;
  /** GET /api/community/standing's answer (default basicStanding), and the seconds of reading reported. */
  standing?: ForumStanding;
  readSeconds?: number;
}

export function fakeCommunityState(overrides: Partial<FakeCommunityState> = {}): FakeCommunityState {
  return {
    channels: defaultChannels(),
    posts: [],
    replies: [],
    notifications: [],
    notificationsSeenAt: null,
    reports: [],
    profiles: [],
    blocked: new Set(),
    failures: new Map(),
    invalidBodies: [],
    calls: [],
    pageSize: 20,
    moodToday: null,
    drafts: new Map(),
    me: { id: 'u1', username: 'robinlee' },
    ...overrides,
  };
}

/** An in-memory stand-in for the community API, following the shared contract on both sides. */
export function fakeCommunityApi(state: FakeCommunityState) {
  const check = <S extends z.core.$ZodType>(route: string, schema: S, body: unknown): z.infer<S> | null => {
    const parsed = z.safeParse(schema, body);
    if (parsed.success) return parsed.data;
    state.invalidBodies.push({ route, issues: parsed.error.message });
    return null;
  };
  const findPost = (id: string) => state.posts.find((p) => p.id === id);

  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const route = `${method} ${path}`;
    state.calls.push(`${route}${url.search}`);
    const failure = state.failures.get(route);
    if (failure) return error(failure.status, failure.code, failure.message);
    // An upload's body is the form itself; every other body is JSON.
    const body: unknown =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const cursor = url.searchParams.get('cursor');

    const draftAnswer = answerDrafts(state, { route, method, parts, body, check });
    if (draftAnswer) return draftAnswer;
    if (route === 'GET /api/community/channels') return reply(channelListSchema, { items: state.channels });
    if (route === 'GET /api/me/mood-today')
      return reply(moodTodaySchema, { day: '2026-11-29', mood: state.moodToday });
    if (route === 'GET /api/community/stats') {
      return reply(communityStatsSchema, {
        members: 42,
        posts: state.posts.length,
        replies: state.replies.length,
        answeredQuestions: state.posts.filter((p) => p.acceptedReplyId).length,
        postsThisWeek: state.posts.length,
      });
    }
    if (route === 'GET /api/community/posts') {
      const channel = url.searchParams.get('channel') ?? 'all';
      const filter = url.searchParams.get('filter') ?? 'latest';
      const q = url.searchParams.get('q')?.toLowerCase();
      const items = state.posts
        .filter((p) => channel === 'all' || p.channel.slug === channel)
        .filter((p) => filter !== 'questions' || p.postType === 'question')
        .filter((p) => !q || p.content.toLowerCase().includes(q))
        .sort(
          (a, b) =>
            Number(b.isPinned) - Number(a.isPinned) ||
            (filter === 'popular' ? b.likeCount - a.likeCount : 0) ||
            byNewest(a, b),
        );
      return reply(postPageSchema, page(items, cursor, state.pageSize));
    }
    if (route === 'POST /api/community/posts') {
      const input = check(route, createPostSchema, body);
      if (!input) return error(400, 'validation_failed', 'Check the form.');
      const channel = state.channels.find((c) => c.id === input.channelId)!;
      const post = makePost({
        ...(input.title ? { title: input.title } : {}),
        content: input.content,
        postType: input.postType,
        createdAt: new Date().toISOString(),
        channel: { id: channel.id, slug: channel.slug, name: channel.name, color: channel.color },
        author: makeAuthor({ id: state.me.id, username: state.me.username }),
        poll:
          input.postType === 'poll'
            ? {
                options: (input.pollOptions ?? []).map((text, i) => ({ id: `o${i + 1}`, text, votes: 0 })),
                totalVotes: 0,
                myVoteOptionId: null,
              }
            : null,
      });
      state.posts.push(post);
      state.drafts.delete(NEW_TOPIC_PLACE);
      return reply(postSchema, post, 201);
    }
    if (parts[0] === 'api' && parts[1] === 'community' && parts[2] === 'posts' && parts[3]) {
      const post = findPost(parts[3]);
      if (!post) return error(404, 'not_found', 'Could not find post.');
      const action = parts[4];
      if (!action && method === 'GET') return reply(postSchema, post);
      if (!action && method === 'PATCH') {
        const input = check(route, updatePostSchema, body);
        if (!input) return error(400, 'validation_failed', 'Check the post.');
        if (input.content !== undefined) post.content = input.content;
        if (input.title !== undefined) post.title = input.title;
        post.editedAt = new Date().toISOString();
        return reply(postSchema, post);
      }
      if (!action && method === 'DELETE') {
        state.posts = state.posts.filter((p) => p !== post);
        return new Response(null, { status: 204 });
      }
      if (action === 'like') {
        post.likedByMe = !post.likedByMe;
        post.likeCount += post.likedByMe ? 1 : -1;
        return reply(likeResultSchema, { liked: post.likedByMe, likeCount: post.likeCount });
      }
      if (action === 'pin') {
        post.isPinned = !post.isPinned;
        return reply(pinResultSchema, { isPinned: post.isPinned });
      }
      if (action === 'answer') {
        const input = check(route, markAnswerSchema, body);
        if (!input) return error(400, 'validation_failed', 'Bad answer.');
        for (const r of state.replies.filter((r) => r.postId === post.id))
          r.isAnswer = r.id === input.replyId;
        post.acceptedReplyId = input.replyId;
        return reply(postSchema, post);
      }
      if (action === 'replies' && method === 'GET') {
        const items = state.replies
          .filter((r) => r.postId === post.id)
          .sort((a, b) => Number(b.isAnswer) - Number(a.isAnswer) || a.createdAt.localeCompare(b.createdAt));
        return reply(replyPageSchema, page(items, cursor, 50));
      }
      if (action === 'replies' && method === 'POST') {
        const input = check(route, createReplySchema, body);
        if (!input) return error(400, 'validation_failed', 'Check the reply.');
        const created = makeReply({
          postId: post.id,
          content: input.content,
          createdAt: new Date().toISOString(),
          author: makeAuthor({ id: state.me.id, username: state.me.username }),
        });
        state.replies.push(created);
        state.drafts.delete(replyDraftPlace(post.id));
        post.replyCount += 1;
        return reply(replySchema, created, 201);
      }
    }
    if (method === 'PATCH' && parts[2] === 'replies' && parts[3]) {
      const found = state.replies.find((r) => r.id === parts[3]);
      if (!found) return error(404, 'not_found', 'Could not find reply.');
      const input = check(route, updateReplySchema, body);
      if (!input) return error(400, 'validation_failed', 'Check the reply.');
      found.content = input.content;
      found.editedAt = new Date().toISOString();
      return reply(replySchema, found);
    }
    if (method === 'DELETE' && parts[2] === 'replies' && parts[3]) {
      const found = state.replies.find((r) => r.id === parts[3]);
      if (!found) return error(404, 'not_found', 'Could not find reply.');
      state.replies = state.replies.filter((r) => r !== found);
      const post = findPost(found.postId);
      if (post) post.replyCount -= 1;
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && parts[2] === 'poll-options' && parts[4] === 'vote') {
      const post = state.posts.find((p) => p.poll?.options.some((o) => o.id === parts[3]));
      if (!post?.poll) return error(404, 'not_found', 'Could not find poll option.');
      if (post.poll.myVoteOptionId) return error(409, 'already_voted', 'You can only vote once per poll.');
      const option = post.poll.options.find((o) => o.id === parts[3])!;
      option.votes += 1;
      post.poll.totalVotes += 1;
      post.poll.myVoteOptionId = option.id;
      return reply(voteResultSchema, { poll: post.poll }, 201);
    }
    if (route === 'POST /api/community/reports') {
      const input = check(route, createReportSchema, body);
      if (!input) return error(400, 'validation_failed', 'Check the report.');
      state.reports.push(input);
      return reply(
        reportSchema,
        {
          id: `rep${state.reports.length}`,
          contentType: input.contentType,
          reason: input.reason,
          status: 'pending',
          createdAt: new Date().toISOString(),
        },
        201,
      );
    }
    if (method !== 'POST' && parts[2] === 'users' && parts[3] && parts[4] === 'block') {
      if (method === 'PUT') state.blocked.add(parts[3]);
      if (method === 'DELETE') state.blocked.delete(parts[3]);
      return Response.json({ blocked: state.blocked.has(parts[3]) });
    }
    if (method === 'GET' && parts[2] === 'users' && parts[3]) {
      const profile = state.profiles.find((p) => p.username === parts[3]);
      if (!profile) return error(404, 'not_found', 'Could not find that member.');
      if (parts[4] === 'replies') {
        const answersOnly = url.searchParams.get('answers') === 'true';
        const items = state.replies
          .filter((r) => r.author.username === profile.username && (!answersOnly || r.isAnswer))
          .sort(byNewest)
          .map((r) => ({
            id: r.id,
            postId: r.postId,
            postTitle: state.posts.find((p) => p.id === r.postId)?.title ?? '',
            excerpt: r.content,
            isAnswer: r.isAnswer,
            createdAt: r.createdAt,
          }));
        return Response.json(page(items, cursor, state.pageSize));
      }
      if (parts[4] === 'posts') {
        const items = state.posts.filter((p) => p.author.username === profile.username).sort(byNewest);
        return reply(postPageSchema, page(items, cursor, state.pageSize));
      }
      return reply(communityProfileSchema, { profile });
    }
    if (route === 'GET /api/community/members/suggestions') {
      const prefix = (url.searchParams.get('prefix') ?? '').toLowerCase();
      const items = state.profiles
        .filter((p) => p.username.startsWith(prefix) && p.username !== state.me.username)
        .slice(0, 8)
        .map((p) => ({ username: p.username, avatarUrl: p.avatarUrl }));
      return Response.json({ items });
    }
    const notices =
      answerNotifications(state, { route, cursor, body, check }) ??
      answerStanding(state, { route, body, check }) ??
      answerImages(route, body);
    if (notices) return notices;
    return error(404, 'not_found', `No fake for ${route}`);
  });
}

/**
 * The fake forum behind fetch for a test file: `setUp` makes each test's fresh state (and keeps it where the
 * tests read it); after each test, no request may have sent a body the real API would refuse, not even one sent
 * as the screen closed.
 */
export function installFakeCommunityApi(setUp: () => FakeCommunityState): void {
  let state: FakeCommunityState;
  beforeEach(() => {
    state = setUp();
    vi.stubGlobal('fetch', fakeCommunityApi(state));
  });
  afterEach(async () => {
    // Unmounted first (after-hooks run last-registered first): a form sends its waiting draft as it closes, and
    // that request reaches this fake (and its checks), not the network, before fetch is put back.
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.invalidBodies).toEqual([]);
    vi.unstubAllGlobals();
  });
}
