import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCommunityApp, type Member } from '../community.test-kit';

// Trust levels on, the general pace off (posts 30 s apart for everyone is its own suite's): what a new member
// may do, and what reading earns.
const { app, kit } = useCommunityApp({ communityLimits: { trustLevels: true } });

const exec = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
const general = async () => (await kit.channel('general-discussion')).id;
const newTopic = async (member: Member, content: string, extra: object = {}) =>
  kit.call('POST', '/api/community/posts', member.cookie, {
    channelId: await general(),
    postType: 'discussion',
    content,
    ...extra,
  });

/** Backdates the member's writing so the 30 s between first-day writes has passed. */
async function afterAPause(member: Member) {
  await exec(
    sql`update posts set created_at = created_at - interval '1 minute' where user_id = ${member.userId}`,
  );
  await exec(
    sql`update replies set created_at = created_at - interval '1 minute' where user_id = ${member.userId}`,
  );
}

/** A member who joined a week ago: past the first day's limits. */
async function weekOld(): Promise<Member> {
  const member = await kit.member();
  await exec(sql`update "user" set created_at = now() - interval '7 days' where id = ${member.userId}`);
  return member;
}

async function setLevel(member: Member, trustLevel: 0 | 1 | 2) {
  const response = await kit.call(
    'PUT',
    `/api/admin/community/members/${member.userId}/trust-level`,
    (await kit.admin()).cookie,
    { trustLevel },
  );
  expect(response.statusCode, response.body).toBe(200);
}

function expectRefusal(
  response: { statusCode: number; json(): { error: { code: string; message: string } } },
  status: number,
  code: string,
  message: RegExp,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error.code).toBe(code);
  expect(response.json().error.message).toMatch(message);
}

describe('a new member (trust level 0) on their first day', () => {
  it('starts 3 topics, 30 s apart; the fourth is refused with a clear message', async () => {
    const newcomer = await kit.member();
    expect((await newTopic(newcomer, 'First hello')).statusCode).toBe(201);
    expectRefusal(await newTopic(newcomer, 'Too soon'), 429, 'rate_limited', /post again in \d+ seconds/);
    for (const text of ['Second', 'Third']) {
      await afterAPause(newcomer);
      expect((await newTopic(newcomer, text)).statusCode).toBe(201);
    }
    await afterAPause(newcomer);
    expectRefusal(
      await newTopic(newcomer, 'Fourth'),
      429,
      'rate_limited',
      /^On their first day, new members can start 3 topics\. You can start another tomorrow\.$/,
    );
    // A day later the first-day limits are over.
    await exec(sql`update "user" set created_at = now() - interval '2 days' where id = ${newcomer.userId}`);
    expect((await newTopic(newcomer, 'Fourth, the next day')).statusCode).toBe(201);
  });

  it('writes 10 replies, 30 s apart; the eleventh is refused', async () => {
    const post = await kit.post(await weekOld());
    const newcomer = await kit.member();
    const reply = () =>
      kit.call('POST', `/api/community/posts/${post.id}/replies`, newcomer.cookie, { content: 'Same here.' });
    expect((await reply()).statusCode).toBe(201);
    expectRefusal(await reply(), 429, 'rate_limited', /reply again in \d+ seconds/);
    for (let i = 1; i < 10; i += 1) {
      await afterAPause(newcomer);
      expect((await reply()).statusCode).toBe(201);
    }
    await afterAPause(newcomer);
    expectRefusal(await reply(), 429, 'rate_limited', /new members can write 10 replies/);
  });

  it('cannot post a link or an image, or start a poll, until their level allows it', async () => {
    const newcomer = await kit.member();
    for (const content of [
      'See https://example.com for more',
      'A [useful page](https://example.com/help)',
      'My view ![a chart](/forum-images/0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b-640x480.webp)',
    ]) {
      expectRefusal(await newTopic(newcomer, content), 403, 'trust_level_required', /links and images/);
    }
    const poll = await newTopic(newcomer, 'Which time?', {
      postType: 'poll',
      pollOptions: ['Morning', 'Evening'],
    });
    expectRefusal(poll, 403, 'trust_level_required', /start polls/);
    const post = await kit.post(await weekOld());
    const linkReply = await kit.call('POST', `/api/community/posts/${post.id}/replies`, newcomer.cookie, {
      content: 'This helped me: www.example.org',
    });
    expectRefusal(linkReply, 403, 'trust_level_required', /links and images/);
    // A basic member may.
    await setLevel(newcomer, 1);
    expect((await newTopic(newcomer, 'See https://example.com for more')).statusCode).toBe(201);
  });

  it('likes 20 posts a day; a basic member 50', async () => {
    const author = await weekOld();
    await exec(sql`insert into posts (channel_id, user_id, post_type, content)
      select ${await general()}, ${author.userId}, 'discussion', 'likeable ' || g from generate_series(1, 60) g`);
    const liker = await kit.member();
    const like = (n: number) =>
      exec(sql`insert into post_likes (post_id, user_id) select id, ${liker.userId} from posts
        where user_id = ${author.userId} and content like 'likeable %'
        and id not in (select post_id from post_likes where user_id = ${liker.userId}) limit ${n}`);
    await like(20);
    const next = (await kit.post(author, { content: 'one more' })).id;
    expectRefusal(
      await kit.call('POST', `/api/community/posts/${next}/like`, liker.cookie),
      429,
      'rate_limited',
      /today's 20 likes/,
    );
    await setLevel(liker, 1);
    expect((await kit.call('POST', `/api/community/posts/${next}/like`, liker.cookie)).statusCode).toBe(200);
  });
});

describe('reading earns the levels', () => {
  const read = (member: Member, postId: string, seconds = 60) =>
    kit.call('POST', `/api/community/posts/${postId}/reading`, member.cookie, { seconds });

  it('counts topics once and seconds no faster than the clock, and raises level 0 to 1 at 5 topics and 10 minutes', async () => {
    const author = await weekOld();
    const topics = [];
    for (let i = 0; i < 5; i += 1) topics.push((await kit.post(author, { content: `Topic ${i}` })).id);
    const reader = await kit.member();
    const first = await read(reader, topics[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().next.topicsEntered).toEqual({ have: 1, need: 5 });
    // A second report at once adds no time: the clock has not moved.
    const again = (await read(reader, topics[0]!)).json();
    expect(again.next.topicsEntered.have).toBe(1);
    expect(again.next.readMinutes.have).toBe(1);
    for (const [i, id] of topics.entries()) {
      for (let minute = 0; minute < 2; minute += 1) {
        await exec(
          sql`update forum_trust set last_read_at = now() - interval '1 minute' where user_id = ${reader.userId}`,
        );
        const standing = (await read(reader, id)).json();
        if (i < 4) expect(standing.trustLevel).toBe(0);
      }
    }
    const standing = (await kit.call('GET', '/api/community/standing', reader.cookie)).json();
    expect(standing).toMatchObject({ trustLevel: 1, trustLevelName: 'Basic member' });
    expect(standing.next).toMatchObject({ level: 2, topicsEntered: { have: 5, need: 20 } });
    expect((await newTopic(reader, 'Now with https://example.com')).statusCode).toBe(201);
  });

  it('refuses a reading of a post the member cannot see', async () => {
    const reader = await kit.member();
    const missing = await read(reader, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const tooLong = await kit.call(
      'POST',
      `/api/community/posts/${(await kit.post(reader)).id}/reading`,
      reader.cookie,
      {
        seconds: 3600,
      },
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the trust settings an admin changes', () => {
  it('are read and written by an admin only, validated, and decide the limits', async () => {
    const admin = (await kit.admin()).cookie;
    const member = await kit.member();
    const url = '/api/admin/community/trust-settings';
    expect((await kit.call('GET', url, member.cookie)).statusCode).toBe(403);
    const settings = (await kit.call('GET', url, admin)).json();
    expect(settings.firstDay).toEqual({ topics: 3, replies: 10, secondsBetween: 30 });
    const bad = await kit.call('PUT', url, admin, { ...settings, reportHideScore: 0 });
    expect(bad.statusCode).toBe(400);
    const changed = { ...settings, firstDay: { ...settings.firstDay, topics: 1 } };
    expect((await kit.call('PUT', url, admin, changed)).json().firstDay.topics).toBe(1);
    expect((await newTopic(member, 'Only one')).statusCode).toBe(201);
    await afterAPause(member);
    expectRefusal(
      await newTopic(member, 'Two'),
      429,
      'rate_limited',
      /can start 1 topic\. You can start another tomorrow/,
    );
    expect((await kit.call('PUT', url, admin, settings)).statusCode).toBe(200);
  });
});
