import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { defaultCommunityLimits, type CommunityLimits } from './community-limits';
import { communityKit, type Member } from './community.test-kit';
import { defaultTrustSettings } from '@shared/community/trust';
import { writeTrustSettings } from './trust/trust.repository';

// Two app instances on one database, as two processes behind a load balancer: a burst sent to both at once
// must not get past a per-member limit (each limit is counted in the inserting transaction, under a lock).
const BURST = 20;

async function pairWith(limits: Partial<CommunityLimits>) {
  const first = await buildTestApp({
    seedContent: true,
    communityLimits: { ...defaultCommunityLimits, ...limits },
    shareThroughDatabase: true,
  });
  const second = await buildTestApp({
    shareDatabaseWith: first,
    communityLimits: { ...defaultCommunityLimits, ...limits },
    shareThroughDatabase: true,
  });
  return [first, second] as const;
}

/** Sends the same write BURST times at once, alternating between the two instances; counts 2xx and 429. */
async function burst(
  apps: readonly [TestApp, TestApp],
  member: Member,
  request: (i: number) => { method: 'POST'; url: string; payload?: object },
) {
  const responses = await Promise.all(
    Array.from({ length: BURST }, (_, i) => {
      const { method, url, payload } = request(i);
      return apps[i % 2]!.server.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
        ...(payload ? { payload } : {}),
      });
    }),
  );
  const statuses = responses.map((r) => r.statusCode);
  return {
    accepted: statuses.filter((s) => s >= 200 && s < 300).length,
    limited: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => !(s >= 200 && s < 300) && s !== 429),
  };
}

/** BURST posts by the member, written behind the API (the post interval would refuse them). */
async function insertPosts(app: TestApp, author: Member, channelId: string) {
  const rows = await queryRows<{ id: string }>(
    app,
    sql`insert into posts (channel_id, user_id, post_type, content)
      select ${channelId}, ${author.userId}, 'discussion', 'target ' || g from generate_series(1, ${BURST}) as g
      returning id`,
  );
  return rows.map((r) => r.id);
}

describe('community limits under a burst from two processes', () => {
  let apps: readonly [TestApp, TestApp];
  let kit: ReturnType<typeof communityKit>;
  let general: string;

  beforeAll(async () => {
    apps = await pairWith({});
    await writeTrustSettings(apps[0].database.db, {
      ...defaultTrustSettings,
      likesPerDay: { new: 5, basic: 5, member: 5 },
    });
    kit = communityKit(apps[0]);
    general = (await kit.channel('general-discussion')).id;
  });
  afterAll(async () => {
    await apps[1].close();
    await apps[0].close();
  });

  it('accepts one post of a burst (one post per 30 s)', async () => {
    const author = await kit.member('growth');
    const result = await burst(apps, author, (i) => ({
      method: 'POST',
      url: '/api/community/posts',
      payload: { channelId: general, postType: 'discussion', content: `burst ${i}` },
    }));
    expect(result).toEqual({ accepted: 1, limited: BURST - 1, other: [] });
  });

  it('accepts one reply of a burst (one reply per 5 s)', async () => {
    const post = await kit.post(await kit.member('growth'));
    const replier = await kit.member('growth');
    const result = await burst(apps, replier, (i) => ({
      method: 'POST',
      url: `/api/community/posts/${post.id}/replies`,
      payload: { content: `reply ${i}` },
    }));
    expect(result).toEqual({ accepted: 1, limited: BURST - 1, other: [] });
  });

  it('accepts reports up to the daily limit of a burst on different posts', async () => {
    const targets = await insertPosts(apps[0], await kit.member('growth'), general);
    const reporter = await kit.member('growth');
    const result = await burst(apps, reporter, (i) => ({
      method: 'POST',
      url: '/api/community/reports',
      payload: { contentType: 'post', postId: targets[i], reason: 'spam' },
    }));
    expect(result).toEqual({ accepted: 10, limited: BURST - 10, other: [] });
  });

  it('accepts likes up to the daily limit of a burst on different posts', async () => {
    const targets = await insertPosts(apps[0], await kit.member('growth'), general);
    const liker = await kit.member('growth');
    const result = await burst(apps, liker, (i) => ({
      method: 'POST',
      url: `/api/community/posts/${targets[i]}/like`,
    }));
    expect(result).toEqual({ accepted: 5, limited: BURST - 5, other: [] });
  });
});

describe('a new member’s daily posts under a burst from two processes', () => {
  let apps: readonly [TestApp, TestApp];

  beforeAll(async () => {
    apps = await pairWith({ postIntervalSeconds: 0 });
    // The first day's 3 topics, without the 30 s between them.
    await writeTrustSettings(apps[0].database.db, {
      ...defaultTrustSettings,
      firstDay: { ...defaultTrustSettings.firstDay, secondsBetween: 0 },
    });
  });
  afterAll(async () => {
    await apps[1].close();
    await apps[0].close();
  });

  it('accepts exactly the day’s allowance', async () => {
    const kit = communityKit(apps[0]);
    const general = (await kit.channel('general-discussion')).id;
    const newcomer = await kit.member('growth');
    const result = await burst(apps, newcomer, (i) => ({
      method: 'POST',
      url: '/api/community/posts',
      payload: { channelId: general, postType: 'discussion', content: `new ${i}` },
    }));
    expect(result).toEqual({ accepted: 3, limited: BURST - 3, other: [] });
  });
});
