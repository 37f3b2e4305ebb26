import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { CHANNEL_ORDER } from '@shared/community/channel-access';
import { buildTestApp, queryRows, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from './community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;
let free: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
  free = await kit.member('free');
});
afterAll(async () => app.close());

describe('channels', () => {
  it('lists the seeded channels in the §9 order with access for the viewer', async () => {
    const response = await kit.call('GET', '/api/community/channels', free.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { name: string; canAccess: boolean; requiredTier: string }[];
    expect(items.map((c) => c.name)).toEqual(CHANNEL_ORDER);
    expect(items.map((c) => c.canAccess)).toEqual([true, false, false, false, false, false, false]);
    expect(items.at(-1)?.requiredTier).toBe('lifetime_mastery');
    const growth = (await kit.call('GET', '/api/community/channels', alice.cookie)).json().items;
    expect(growth.map((c: { canAccess: boolean }) => c.canAccess)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('is sign-in only', async () => {
    expect((await kit.call('GET', '/api/community/channels')).statusCode).toBe(401);
  });
});

describe('posts', () => {
  it('creates a post and returns it in the shared shape', async () => {
    const post = await kit.post(alice, { content: 'My **first** post' });
    expect(post).toMatchObject({
      content: 'My **first** post',
      postType: 'discussion',
      isPinned: false,
      likeCount: 0,
      replyCount: 0,
      likedByMe: false,
      acceptedReplyId: null,
      editedAt: null,
      isHidden: false,
      poll: null,
      channel: { slug: 'general-discussion', name: 'General Discussion' },
      author: { id: alice.userId, username: alice.username, title: 'First Post', reputation: 0 },
    });
    const read = await kit.call('GET', `/api/community/posts/${post.id}`, bob.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(post);
  });

  it('refuses a free member in a growth channel, reading and posting (403 upgrade_required)', async () => {
    const post = await kit.post(alice);
    const general = await kit.channel('general-discussion');
    for (const response of [
      await kit.call('GET', `/api/community/posts/${post.id}`, free.cookie),
      await kit.call('GET', '/api/community/posts?channel=general-discussion', free.cookie),
      await kit.call('POST', '/api/community/posts', free.cookie, {
        channelId: general.id,
        postType: 'discussion',
        content: 'hi',
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'upgrade_required', requiredTier: 'growth' });
    }
  });

  it("keeps 'all' to the channels the viewer may read", async () => {
    const freePost = await kit.post(free, { channel: 'free-user-questions', content: 'free channel' });
    const growthPost = await kit.post(alice, { content: 'growth channel' });
    const forFree = (await kit.call('GET', '/api/community/posts?channel=all&limit=50', free.cookie)).json();
    const ids = forFree.items.map((p: Post) => p.id);
    expect(ids).toContain(freePost.id);
    expect(ids).not.toContain(growthPost.id);
    expect(new Set(forFree.items.map((p: Post) => p.channel.slug))).toEqual(new Set(['free-user-questions']));
  });

  it('answers an unknown channel or post with 404 and bad input with 400', async () => {
    expect((await kit.call('GET', '/api/community/posts?channel=nope', alice.cookie)).statusCode).toBe(404);
    const missing = await kit.call(
      'GET',
      '/api/community/posts/00000000-0000-4000-8000-000000000000',
      alice.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Could not find that post.');
    expect((await kit.call('GET', '/api/community/posts/not-a-uuid', alice.cookie)).statusCode).toBe(400);
    const channelId = (await kit.channel('general-discussion')).id;
    const empty = await kit.call('POST', '/api/community/posts', alice.cookie, {
      channelId,
      postType: 'discussion',
      content: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toBe('Write something first.');
    const long = await kit.call('POST', '/api/community/posts', alice.cookie, {
      channelId,
      postType: 'discussion',
      content: 'x'.repeat(10_001),
    });
    expect(long.statusCode).toBe(400);
    const unknownChannel = await kit.call('POST', '/api/community/posts', alice.cookie, {
      channelId: 'nope',
      postType: 'discussion',
      content: 'hi',
    });
    expect(unknownChannel.statusCode).toBe(404);
    const onePollOption = await kit.call('POST', '/api/community/posts', alice.cookie, {
      channelId,
      postType: 'poll',
      content: 'Pick',
      pollOptions: ['only one'],
    });
    expect(onePollOption.statusCode).toBe(400);
    expect(onePollOption.json().error.fields.pollOptions).toBe('A poll needs at least 2 options.');
  });

  it('lets only the author edit, and records edited_at', async () => {
    const post = await kit.post(alice);
    const byBob = await kit.call('PATCH', `/api/community/posts/${post.id}`, bob.cookie, {
      content: 'hijack',
    });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error.message).toBe('Only the author can edit this post.');
    const edited = await kit.call('PATCH', `/api/community/posts/${post.id}`, alice.cookie, {
      content: 'Better',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Better', editedAt: expect.any(String) });
  });

  it('lets the author or an admin delete, nobody else; replies, likes and reports go with it', async () => {
    const post = await kit.post(alice);
    await kit.reply(bob, post.id);
    await kit.call('POST', `/api/community/posts/${post.id}/like`, bob.cookie);
    await kit.call('POST', '/api/community/reports', bob.cookie, {
      contentType: 'post',
      postId: post.id,
      reason: 'spam',
    });
    expect((await kit.call('DELETE', `/api/community/posts/${post.id}`, bob.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/community/posts/${post.id}`, alice.cookie)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, alice.cookie)).statusCode).toBe(404);
    const left = await queryRows<{ n: number }>(
      app,
      sql`select (select count(*) from replies where post_id = ${post.id})
        + (select count(*) from post_likes where post_id = ${post.id})
        + (select count(*) from reports where post_id = ${post.id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const other = await kit.post(bob);
    const admin = await kit.admin();
    expect((await kit.call('DELETE', `/api/community/posts/${other.id}`, admin.cookie)).statusCode).toBe(204);
  });

  it('lets only an admin pin; a pinned post leads the feed', async () => {
    const post = await kit.post(alice, { channel: 'tool-talk', content: 'pin me' });
    await kit.post(bob, { channel: 'tool-talk', content: 'newer' });
    const byAuthor = await kit.call('POST', `/api/community/posts/${post.id}/pin`, alice.cookie);
    expect(byAuthor.statusCode).toBe(403);
    const admin = await kit.admin();
    const pinned = await kit.call('POST', `/api/community/posts/${post.id}/pin`, admin.cookie);
    expect(pinned.json()).toEqual({ isPinned: true });
    for (const filter of ['latest', 'popular']) {
      const feed = (
        await kit.call('GET', `/api/community/posts?channel=tool-talk&filter=${filter}`, bob.cookie)
      ).json();
      expect(feed.items[0]).toMatchObject({ id: post.id, isPinned: true });
    }
    const unpinned = await kit.call('POST', `/api/community/posts/${post.id}/pin`, admin.cookie);
    expect(unpinned.json()).toEqual({ isPinned: false });
  });

  it('orders popular by likes and filters questions', async () => {
    const quiet = await kit.post(alice, { channel: 'skill-spotlight', content: 'quiet' });
    const loved = await kit.post(alice, { channel: 'skill-spotlight', content: 'loved' });
    const question = await kit.post(alice, {
      channel: 'skill-spotlight',
      postType: 'question',
      content: 'why?',
    });
    await kit.call('POST', `/api/community/posts/${loved.id}/like`, bob.cookie);
    const popular = (
      await kit.call('GET', '/api/community/posts?channel=skill-spotlight&filter=popular', bob.cookie)
    ).json();
    expect(popular.items[0].id).toBe(loved.id);
    const latest = (await kit.call('GET', '/api/community/posts?channel=skill-spotlight', bob.cookie)).json();
    expect(latest.items.map((p: Post) => p.id)).toEqual([question.id, loved.id, quiet.id]);
    const questions = (
      await kit.call('GET', '/api/community/posts?channel=skill-spotlight&filter=questions', bob.cookie)
    ).json();
    expect(questions.items.map((p: Post) => p.id)).toEqual([question.id]);
  });

  it('finds posts by a word with full-text search', async () => {
    const match = await kit.post(alice, { content: 'Journaling every morning changed my week' });
    await kit.post(alice, { content: 'Something else entirely' });
    const found = (await kit.call('GET', '/api/community/posts?q=journal', bob.cookie)).json();
    expect(found.items.map((p: Post) => p.id)).toEqual([match.id]);
    const none = (await kit.call('GET', '/api/community/posts?q=xylophone', bob.cookie)).json();
    expect(none.items).toEqual([]);
  });

  it("shows a deleted author's post as 'Former member' (author id null)", async () => {
    const leaving = await kit.member('growth');
    const post = await kit.post(leaving);
    await app.database.db.execute(sql`delete from "user" where id = ${leaving.userId}`);
    const read = (await kit.call('GET', `/api/community/posts/${post.id}`, bob.cookie)).json();
    expect(read.author).toEqual({
      id: null,
      username: null,
      avatarUrl: null,
      title: null,
      reputation: 0,
    });
  });
});

describe('members and stats', () => {
  it("shows a member's profile with badges and counts, and their posts newest first", async () => {
    const carol = await kit.member('growth');
    const older = await kit.post(carol, { content: 'older' });
    const newer = await kit.post(carol, { content: 'newer' });
    const me = await kit.call('GET', '/api/profile', carol.cookie);
    const username = me.json().username as string;
    const profile = await kit.call('GET', `/api/community/users/${username}`, bob.cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({
      username,
      title: 'First Post',
      reputation: 0,
      postCount: 2,
      replyCount: 0,
      answerCount: 0,
      badges: [{ id: 'first-post', name: 'First Post' }],
    });
    const posts = (await kit.call('GET', `/api/community/users/${username}/posts`, bob.cookie)).json();
    expect(posts.items.map((p: Post) => p.id)).toEqual([newer.id, older.id]);
    expect((await kit.call('GET', '/api/community/users/nobody-here', bob.cookie)).statusCode).toBe(404);
  });

  it('counts members, posts, replies, answered questions and posts this week', async () => {
    const stats = (await kit.call('GET', '/api/community/stats', bob.cookie)).json();
    const truth = await queryRows<Record<string, string>>(
      app,
      sql`select (select count(*) from profiles) as members,
        (select count(*) from posts where hidden_at is null) as posts,
        (select count(*) from replies where hidden_at is null) as replies`,
    );
    expect(stats).toMatchObject({
      members: Number(truth[0]?.members),
      posts: Number(truth[0]?.posts),
      replies: Number(truth[0]?.replies),
    });
    expect(stats.postsThisWeek).toBeGreaterThan(0);
    expect(stats.answeredQuestions).toEqual(expect.any(Number));
  });
});
