import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { buildTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;
let crowd: Member[];

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
  crowd = [];
  for (let i = 0; i < 20; i += 1) crowd.push(await kit.member('growth'));
});
afterAll(async () => app.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const rows = await queryRows<T>(app, query);
  return rows[0] as T;
}

const reputationOf = async (member: Member) =>
  Number((await one<{ r: number }>(sql`select reputation as r from profiles where id = ${member.userId}`)).r);

describe('polls', () => {
  it('creates a poll with its options in order, counts one vote per member, 409 on the second', async () => {
    const poll = await kit.post(alice, {
      postType: 'poll',
      content: 'Best time?',
      pollOptions: ['Morning', 'Night'],
    });
    expect(poll.poll).toMatchObject({
      options: [
        { text: 'Morning', votes: 0 },
        { text: 'Night', votes: 0 },
      ],
      totalVotes: 0,
      myVoteOptionId: null,
    });
    const [morning, night] = poll.poll!.options;
    const voted = await kit.call('POST', `/api/community/poll-options/${morning!.id}/vote`, bob.cookie);
    expect(voted.statusCode).toBe(201);
    expect(voted.json().poll).toMatchObject({ totalVotes: 1, myVoteOptionId: morning!.id });
    for (const option of [morning!, night!]) {
      const again = await kit.call('POST', `/api/community/poll-options/${option.id}/vote`, bob.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'already_voted',
        message: 'You can only vote once per poll.',
      });
    }
    const read = (await kit.call('GET', `/api/community/posts/${poll.id}`, bob.cookie)).json() as Post;
    expect(read.poll).toMatchObject({ totalVotes: 1, myVoteOptionId: morning!.id });
  });

  it('answers an unknown option with 404', async () => {
    const response = await kit.call(
      'POST',
      '/api/community/poll-options/00000000-0000-4000-8000-000000000000/vote',
      bob.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Could not find poll option.');
  });

  it('leaves no post when an option insert fails (one transaction)', async () => {
    await app.database.db.execute(sql`create function refuse_option() returns trigger language plpgsql as $$
      begin
        if new.option_text = 'explode' then raise exception 'option refused'; end if;
        return new;
      end $$`);
    await app.database.db.execute(
      sql`create trigger refuse_option before insert on poll_options for each row execute function refuse_option()`,
    );
    try {
      const channelId = (await kit.channel('general-discussion')).id;
      const response = await kit.call('POST', '/api/community/posts', alice.cookie, {
        channelId,
        postType: 'poll',
        content: 'A doomed poll',
        pollOptions: ['fine', 'explode'],
      });
      expect(response.statusCode).toBe(500);
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from posts where content = 'A doomed poll'`,
      );
      expect(left.n).toBe(0);
    } finally {
      await app.database.db.execute(sql`drop trigger refuse_option on poll_options`);
    }
  });
});

describe('counters under concurrency', () => {
  it('like_count, vote_count and reply_count equal COUNT(*) after 20 concurrent likes, unlikes, votes and replies', async () => {
    const post = await kit.post(alice, { content: 'Busy post' });
    const poll = await kit.post(alice, {
      postType: 'poll',
      content: 'Busy poll',
      pollOptions: ['A', 'B', 'C'],
    });
    const options = poll.poll!.options;
    const like = (m: Member) => kit.call('POST', `/api/community/posts/${post.id}/like`, m.cookie);
    await Promise.all(crowd.map(like));
    // Half take their like back while the other half vote twice at once and everyone replies.
    const results = await Promise.all([
      ...crowd.slice(0, 10).map(like),
      ...crowd.flatMap((m, i) => [
        kit.call('POST', `/api/community/poll-options/${options[i % 3]!.id}/vote`, m.cookie),
        kit.call('POST', `/api/community/poll-options/${options[(i + 1) % 3]!.id}/vote`, m.cookie),
      ]),
      ...crowd.map((m) =>
        kit.call('POST', `/api/community/posts/${post.id}/replies`, m.cookie, { content: 'hi' }),
      ),
    ]);
    const votes = results.slice(10, 50).map((r) => r.statusCode);
    expect(votes.filter((s) => s === 201)).toHaveLength(20);
    expect(votes.filter((s) => s === 409)).toHaveLength(20);

    const counts = await one<Record<string, number>>(sql`select
      (select like_count from posts where id = ${post.id}) as "likeCount",
      (select count(*)::int from post_likes where post_id = ${post.id}) as likes,
      (select reply_count from posts where id = ${post.id}) as "replyCount",
      (select count(*)::int from replies where post_id = ${post.id}) as replies`);
    expect(counts).toEqual({ likeCount: 10, likes: 10, replyCount: 20, replies: 20 });
    const perOption = await queryRows<{ vote_count: number; n: number }>(
      app,
      sql`select o.vote_count, (select count(*)::int from poll_votes v where v.option_id = o.id) as n
        from poll_options o where o.post_id = ${poll.id}`,
    );
    for (const row of perOption) expect(row.vote_count).toBe(row.n);
    expect(perOption.reduce((s, r) => s + r.n, 0)).toBe(20);
    // Alice earned +1 per like still standing (20 given, 10 taken back).
    expect(await reputationOf(alice)).toBe(10);
  });
});

describe('reputation and badges', () => {
  it('gives +1 per like from someone else, takes it back on unlike, and nothing for liking yourself', async () => {
    const dana = await kit.member('growth');
    const post = await kit.post(dana);
    const toggle = (m: Member) => kit.call('POST', `/api/community/posts/${post.id}/like`, m.cookie);
    expect((await toggle(bob)).json()).toEqual({ liked: true, likeCount: 1 });
    expect(await reputationOf(dana)).toBe(1);
    expect((await toggle(dana)).json()).toEqual({ liked: true, likeCount: 2 });
    expect(await reputationOf(dana)).toBe(1);
    expect((await toggle(bob)).json()).toEqual({ liked: false, likeCount: 1 });
    expect(await reputationOf(dana)).toBe(0);
    const read = (await kit.call('GET', `/api/community/posts/${post.id}`, dana.cookie)).json();
    expect(read).toMatchObject({ likedByMe: true, likeCount: 1 });
  });

  it('gives +10 for an accepted answer, −10 when unmarked, nothing for answering yourself', async () => {
    const asker = await kit.member('growth');
    const helper = await kit.member('growth');
    const question = await kit.post(asker, { postType: 'question', content: 'Help?' });
    const answer = await kit.reply(helper, question.id);
    const own = await kit.reply(asker, question.id);
    const mark = (replyId: string | null) =>
      kit.call('POST', `/api/community/posts/${question.id}/answer`, asker.cookie, { replyId });
    await mark(answer.id);
    expect(await reputationOf(helper)).toBe(10);
    await mark(own.id);
    expect(await reputationOf(helper)).toBe(0);
    expect(await reputationOf(asker)).toBe(0);
    await mark(answer.id);
    await mark(null);
    expect(await reputationOf(helper)).toBe(0);
    await mark(answer.id);
    expect((await kit.call('DELETE', `/api/community/replies/${answer.id}`, helper.cookie)).statusCode).toBe(
      204,
    );
    expect(await reputationOf(helper)).toBe(0);
  });

  it('awards each badge once by its rule; the title is the most recent badge unless an admin set one', async () => {
    const erin = await kit.member('growth');
    const badgesOf = async () =>
      (
        await queryRows<{ badge_id: string }>(
          app,
          sql`select badge_id from user_badges where user_id = ${erin.userId}`,
        )
      )
        .map((r) => r.badge_id)
        .sort();
    const poll = await kit.post(erin, {
      postType: 'poll',
      content: 'Tea or coffee?',
      pollOptions: ['Tea', 'Coffee'],
    });
    await kit.post(erin);
    expect(await badgesOf()).toEqual(['first-post', 'poll-starter']);
    const question = await kit.post(alice, { postType: 'question', content: 'Who helps?' });
    const reply = await kit.reply(erin, question.id);
    expect(await badgesOf()).toEqual(['first-post', 'first-reply', 'poll-starter']);
    await kit.call('POST', `/api/community/posts/${question.id}/answer`, alice.cookie, { replyId: reply.id });
    const titleOf = async () =>
      (await kit.call('GET', `/api/community/posts/${poll.id}`, bob.cookie)).json().author.title;
    expect(await titleOf()).toBe('Helpful');
    for (const m of crowd.slice(0, 9))
      await kit.call('POST', `/api/community/posts/${poll.id}/like`, m.cookie);
    expect(await badgesOf()).not.toContain('appreciated');
    await kit.call('POST', `/api/community/posts/${poll.id}/like`, crowd[9]!.cookie);
    expect(await badgesOf()).toEqual(['appreciated', 'first-post', 'first-reply', 'helpful', 'poll-starter']);
    expect(await titleOf()).toBe('Appreciated');
    const admin = await kit.admin();
    const titled = await kit.call('PATCH', `/api/admin/users/${erin.userId}`, admin.cookie, {
      title: 'Guide',
    });
    expect(titled.statusCode).toBe(200);
    expect(await titleOf()).toBe('Guide');
  });
});
