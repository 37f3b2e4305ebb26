import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  chooseForumName,
  cookieFrom,
  newMember,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../test/test-app';
import { createMemoryState } from './memory-state';
import { createRedisState } from './redis-state';
import type { SharedState } from './shared-state';

// This machine kind runs Redis here; .ci/run starts it when it is down.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['memory', async () => createMemoryState()],
  [
    'redis',
    async () => createRedisState(REDIS_URL, { prefix: `dyl-test-${randomBytes(4).toString('hex')}:` }),
  ],
] as const)('%s rate counters', (_kind, create) => {
  it('count in a fixed window, peek without counting, and reset', async () => {
    const state = await create();
    try {
      expect(await state.rates.take('k', 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
      expect(await state.rates.take('k', 2, 60_000)).toMatchObject({ allowed: true, count: 2 });
      const third = await state.rates.take('k', 2, 60_000);
      expect(third).toMatchObject({ allowed: false, count: 3 });
      expect(third.retryAfterMs).toBeGreaterThan(0);
      expect((await state.rates.peek('k')).count).toBe(3);
      expect((await state.rates.peek('other')).count).toBe(0);
      await state.rates.reset('k');
      expect((await state.rates.take('k', 2, 60_000)).count).toBe(1);
    } finally {
      await state.close();
    }
  });
});

describe('two server processes on one database and one Redis', () => {
  let prefix: string;
  let states: SharedState[];
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    prefix = `dyl-test-${randomBytes(4).toString('hex')}:`;
    states = [await createRedisState(REDIS_URL, { prefix }), await createRedisState(REDIS_URL, { prefix })];
    first = await buildTestApp({
      sharedState: states[0],
      rateLimits: { perIp: 6 },
      writeLimits: { perMinute: 10 },
      seedContent: true,
    });
    second = await buildTestApp({
      shareDatabaseWith: first,
      sharedState: states[1],
      rateLimits: { perIp: 6 },
      writeLimits: { perMinute: 10 },
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    for (const state of states) await state.close();
  });

  const signIn = (app: TestApp, email: string, password: string, ip: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password },
      headers: { origin: TEST_ORIGIN },
      remoteAddress: ip,
    });

  it('hold one rate limit across both', async () => {
    const member = await signUpMember(first);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = i % 2 === 0 ? first : second;
      statuses.push((await signIn(app, member.email, 'wrong password', '203.0.113.9')).statusCode);
    }
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('hold a limit a route declares to @fastify/rate-limit (contact: ten an hour per network) across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await (i % 2 === 0 ? first : second).server.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '198.51.100.60',
        payload: { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello from afar.' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('rate_limited');
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
  });

  it("hold a member's writes per minute across both", async () => {
    const signUp = await first.server.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '198.51.100.61',
      payload: newMember(),
    });
    const cookie = cookieFrom(signUp.headers);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await (i % 2 === 0 ? first : second).server.inject({
        method: 'POST',
        url: '/api/tools/gratitude-log/entries',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { data: { items: [`tea ${i}`] } },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
  });

  it('see a settings change made on the other within a second', async () => {
    const admin = await signUpAdmin(first);
    expect((await second.server.inject({ method: 'GET', url: '/api/settings' })).json().maintenanceMode).toBe(
      false,
    );
    const message = `Hello ${randomBytes(3).toString('hex')}`;
    const put = await first.server.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { siteAnnouncementMessage: message, isAnnouncementVisible: true },
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(put.statusCode).toBe(200);
    const deadline = Date.now() + 1_000;
    let seen = '';
    while (Date.now() < deadline && seen !== message) {
      seen = (await second.server.inject({ method: 'GET', url: '/api/settings' })).json()
        .siteAnnouncementMessage;
      if (seen !== message) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(message);
  });

  it('refuse a revoked session on both, on the very next request', async () => {
    const member = await signUpMember(first);
    const other = cookieFrom((await signIn(second, member.email, member.password, '198.51.100.7')).headers);
    for (const app of [first, second]) {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: other },
      });
      expect(response.statusCode).toBe(200);
    }
    const out = await first.server.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { origin: TEST_ORIGIN, cookie: other },
    });
    expect(out.statusCode).toBe(200);
    for (const app of [second, first]) {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: other },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('show an entry written on one in the history page the other had cached', async () => {
    const member = await signUpMember(first);
    const url = '/api/tools/gratitude-log/entries?limit=5';
    const page = async (app: TestApp) =>
      (await app.server.inject({ method: 'GET', url, headers: { cookie: member.cookie } })).json().items as {
        id: string;
      }[];
    expect(await page(second)).toEqual([]);
    expect(await page(second)).toEqual([]);
    const created = await first.server.inject({
      method: 'POST',
      url: '/api/tools/gratitude-log/entries',
      payload: { data: { items: ['Seen everywhere'] } },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(created.statusCode).toBe(201);
    expect((await page(second)).map((e) => e.id)).toEqual([created.json().id]);
  });

  it("show a forum change made on one in the feed the other had cached: the writer's at once", async () => {
    const reader = await signUpMember(first);
    const writer = await chooseForumName(first, await signUpMember(first));
    const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
      app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });
    const feed = async (app: TestApp, cookie: string) =>
      (await call(app, 'GET', '/api/community/posts?channel=free-user-questions', cookie)).json().items as {
        id: string;
        likedByMe: boolean;
      }[];
    const channels = (await call(first, 'GET', '/api/community/channels', writer.cookie)).json().items as {
      id: string;
      slug: string;
    }[];
    const channelId = channels.find((c) => c.slug === 'free-user-questions')!.id;
    await feed(second, reader.cookie);
    await feed(second, writer.cookie);
    const created = await call(first, 'POST', '/api/community/posts', writer.cookie, {
      channelId,
      postType: 'discussion',
      content: 'Written on the first process',
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as string;
    // The writer, at once; a reader, as soon as the invalidation arrives (within a second).
    expect((await feed(second, writer.cookie))[0]?.id).toBe(postId);
    const deadline = Date.now() + 1_000;
    let seen: string | undefined;
    while (Date.now() < deadline && seen !== postId) {
      seen = (await feed(second, reader.cookie))[0]?.id;
      if (seen !== postId) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(postId);
    expect((await call(first, 'POST', `/api/community/posts/${postId}/like`, reader.cookie)).statusCode).toBe(
      200,
    );
    expect((await feed(second, reader.cookie))[0]?.likedByMe).toBe(true);
  });

  it('drop the content bundle everywhere when it changes', async () => {
    const before = await second.content.getBundle();
    await first.content.invalidate();
    const deadline = Date.now() + 1_000;
    while (Date.now() < deadline && (await second.content.getBundle()) === before) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await second.content.getBundle()).not.toBe(before);
  });
});
