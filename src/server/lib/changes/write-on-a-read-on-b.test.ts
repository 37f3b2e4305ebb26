import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import { createRedisState } from '../../shared-state/redis-state';
import type { SharedState } from '../../shared-state/shared-state';
import { communityKit, type Member } from '../../modules/community/community.test-kit';
import { TEST_ORIGIN, buildTestApp, cookieFrom, type TestApp } from '../../test/test-app';

// Every cache, written through one instance and read through another, in each way instances share changes:
// one state in memory (as processes in one), PostgreSQL's LISTEN/NOTIFY alone, and Redis. Through the API only.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Deployment = 'memory' | 'database' | 'redis';

async function pairFor(deployment: Deployment): Promise<{ a: TestApp; b: TestApp; states: SharedState[] }> {
  if (deployment === 'database') {
    const a = await buildTestApp({ seedContent: true, shareThroughDatabase: true });
    const b = await buildTestApp({ shareDatabaseWith: a, shareThroughDatabase: true });
    return { a, b, states: [] };
  }
  const prefix = `dyl-ab-${randomBytes(4).toString('hex')}:`;
  const states =
    deployment === 'memory'
      ? [createMemoryState()]
      : [createRedisState(REDIS_URL, { prefix }), createRedisState(REDIS_URL, { prefix })];
  const a = await buildTestApp({ seedContent: true, sharedState: states[0] });
  const b = await buildTestApp({ shareDatabaseWith: a, sharedState: states[1] ?? states[0] });
  return { a, b, states };
}

/** Another member's view arrives by message (milliseconds): asked again until it shows, for at most a second. */
async function eventually<T>(read: () => Promise<T>, shows: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1_000;
  let value = await read();
  while (!shows(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

describe.each<Deployment>(['memory', 'database', 'redis'])('write on A, read on B (%s)', (deployment) => {
  let a: TestApp;
  let b: TestApp;
  let states: SharedState[];
  let onA: ReturnType<typeof communityKit>;
  let onB: ReturnType<typeof communityKit>;
  let admin: Member;

  beforeAll(async () => {
    ({ a, b, states } = await pairFor(deployment));
    onA = communityKit(a);
    onB = communityKit(b);
    admin = await onA.admin();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    for (const state of states) await state.close();
  });

  const skillOf = async (app: TestApp, id: string, cookie?: string) =>
    (
      await app.server.inject({ method: 'GET', url: `/api/skills/${id}`, headers: cookie ? { cookie } : {} })
    ).json();

  it('content: a renamed skill made premium is locked on B, and B’s search no longer quotes it', async () => {
    const free = await onA.member('free');
    const { skills } = (await b.server.inject({ method: 'GET', url: '/api/content' })).json();
    const skill = skills.find((s: { accessLevel: string }) => s.accessLevel === 'free');
    const word = 'zebrafinch';
    // B caches the bundle, the skill and the search index before the change.
    await onA.call('PATCH', `/api/admin/skills/${skill.id}`, admin.cookie, {
      body: `${skill.id} ${word} body`,
    });
    const quoted = await eventually(
      async () => (await onB.call('GET', `/api/content/search?q=${word}`, free.cookie)).json(),
      (r) => r.items.length > 0,
    );
    expect(quoted.items[0].skillId).toBe(skill.id);
    expect(JSON.stringify(quoted)).toContain(word);
    const renamed = await onA.call('PATCH', `/api/admin/skills/${skill.id}`, admin.cookie, {
      title: 'Renamed on A',
      accessLevel: 'premium',
    });
    expect(renamed.statusCode).toBe(200);
    const bundle = await eventually(
      async () => (await b.server.inject({ method: 'GET', url: '/api/content' })).json(),
      (c) => c.skills.some((s: { title: string }) => s.title === 'Renamed on A'),
    );
    expect(bundle.skills.find((s: { id: string }) => s.id === skill.id).accessLevel).toBe('premium');
    expect((await skillOf(b, skill.id, free.cookie)).locked).toBe(true);
    const search = (await onB.call('GET', `/api/content/search?q=${word}`, free.cookie)).json();
    expect(JSON.stringify(search)).not.toContain(word);
  });

  it('content: a tool added on A takes entries on B, and once removed on A refuses them on B', async () => {
    const member = await onA.member('premium');
    const id = `tool-${randomBytes(3).toString('hex')}`;
    const entry = () =>
      onB.call('POST', `/api/tools/${id}/entries`, member.cookie, { data: { note: 'from B' } });
    expect((await entry()).statusCode).toBe(404);
    expect(
      (await onA.call('POST', '/api/admin/tools', admin.cookie, { id, name: 'New tool' })).statusCode,
    ).toBe(201);
    expect((await eventually(entry, (r) => r.statusCode === 201)).statusCode).toBe(201);
    expect((await onA.call('DELETE', `/api/admin/tools/${id}`, admin.cookie)).statusCode).toBe(204);
    expect((await eventually(entry, (r) => r.statusCode === 404)).statusCode).toBe(404);
  });

  it('settings: an announcement set on A shows on B', async () => {
    await b.server.inject({ method: 'GET', url: '/api/settings' });
    const message = `Hello from A ${randomBytes(3).toString('hex')}`;
    const put = await onA.call('PUT', '/api/admin/settings', admin.cookie, {
      siteAnnouncementMessage: message,
      isAnnouncementVisible: true,
    });
    expect(put.statusCode).toBe(200);
    const seen = await eventually(
      async () => (await b.server.inject({ method: 'GET', url: '/api/settings' })).json(),
      (s) => s.siteAnnouncementMessage === message,
    );
    expect(seen.siteAnnouncementMessage).toBe(message);
  });

  it('forum: the feed and a post read on B show a like, an edit, a hide and a delete made on A', async () => {
    const author = await onA.member('growth');
    const reader = await onA.member('growth');
    const post = await onA.post(author, { content: 'Before the edit' });
    const feed = async () =>
      (await onB.call('GET', '/api/community/posts?channel=general-discussion', reader.cookie)).json()
        .items as {
        id: string;
        content: string;
        likeCount: number;
      }[];
    const readPost = () => onB.call('GET', `/api/community/posts/${post.id}`, reader.cookie);
    const mine = (items: Awaited<ReturnType<typeof feed>>) => items.find((p) => p.id === post.id);
    expect(mine(await feed())?.likeCount).toBe(0);
    expect((await readPost()).json().likeCount).toBe(0);

    await onA.call('POST', `/api/community/posts/${post.id}/like`, (await onA.member('growth')).cookie);
    expect(mine(await eventually(feed, (f) => mine(f)?.likeCount === 1))?.likeCount).toBe(1);
    expect((await eventually(readPost, (r) => r.json().likeCount === 1)).json().likeCount).toBe(1);

    await onA.call('PATCH', `/api/community/posts/${post.id}`, author.cookie, { content: 'After the edit' });
    expect(mine(await eventually(feed, (f) => mine(f)?.content === 'After the edit'))?.content).toBe(
      'After the edit',
    );
    expect((await eventually(readPost, (r) => r.json().content === 'After the edit')).json().content).toBe(
      'After the edit',
    );

    for (let i = 0; i < 3; i += 1) {
      const reporter = await onA.member('growth');
      await onA.call('POST', '/api/community/reports', reporter.cookie, {
        contentType: 'post',
        postId: post.id,
        reason: 'spam',
      });
    }
    expect(mine(await eventually(feed, (f) => !mine(f)))).toBeUndefined();
    expect((await eventually(readPost, (r) => r.statusCode === 404)).statusCode).toBe(404);

    const other = await onA.post(author, { content: 'To be deleted' });
    expect(
      (await eventually(feed, (f) => f.some((p) => p.id === other.id))).some((p) => p.id === other.id),
    ).toBe(true);
    await onA.call('DELETE', `/api/community/posts/${other.id}`, author.cookie);
    expect(
      (await eventually(feed, (f) => !f.some((p) => p.id === other.id))).some((p) => p.id === other.id),
    ).toBe(false);
  });

  it('sessions: refused on B right after a sign-out, a revocation or a deletion on A; a tier change shows', async () => {
    const session = async (app: TestApp, cookie: string) =>
      app.server.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });
    const signIn = async (app: TestApp, member: Member) =>
      cookieFrom(
        (
          await app.server.inject({
            method: 'POST',
            url: '/api/account/sign-in',
            payload: { email: member.email, password: member.password },
            headers: { origin: TEST_ORIGIN },
          })
        ).headers,
      );
    const member = await onA.member('free');
    const second = await signIn(b, member);
    const third = await signIn(b, member);
    for (const cookie of [member.cookie, second, third]) {
      expect((await session(b, cookie)).json().user.id).toBe(member.userId);
    }
    await onA.call('POST', '/api/account/sign-out', second);
    expect((await session(b, second)).json().user).toBeNull();

    const sessions = (await onA.call('GET', '/api/account/sessions', member.cookie)).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const thirdId = sessions.filter((s) => !s.current).map((s) => s.id);
    for (const id of thirdId) await onA.call('DELETE', `/api/account/sessions/${id}`, member.cookie);
    expect((await session(b, third)).json().user).toBeNull();

    await onA.call('PATCH', `/api/admin/users/${member.userId}`, admin.cookie, {
      subscriptionTier: 'premium',
    });
    expect((await session(b, member.cookie)).json().profile.subscriptionTier).toBe('premium');

    await onA.call('DELETE', `/api/admin/users/${member.userId}`, admin.cookie);
    expect((await session(b, member.cookie)).json().user).toBeNull();
  });

  it('reputation: a like on A shows in the author’s session on B at once', async () => {
    const author = await onA.member('growth');
    const post = await onA.post(author);
    const reputation = async () =>
      (await onB.call('GET', '/api/account/session', author.cookie)).json().profile.reputation as number;
    const before = await reputation();
    await onA.call('POST', `/api/community/posts/${post.id}/like`, (await onA.member('growth')).cookie);
    expect(await reputation()).toBe(before + 1);
  });
});
