import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpForwarder, type TcpForwarder } from '../test/tcp-forwarder';
import {
  TEST_ORIGIN,
  buildTestApp,
  chooseForumName,
  cookieFrom,
  signUpMember,
  type TestApp,
} from '../test/test-app';
import { createRedisState } from './redis-state';
import type { SharedState } from './shared-state';

// What the world does to Redis, with two app instances on one database: one reaches Redis through a forwarder
// on loopback that can refuse or stall, the other directly. This machine kind runs Redis at 127.0.0.1:6379.
const REDIS = { host: '127.0.0.1', port: Number(process.env.TEST_REDIS_PORT ?? 6379) };

let prefix: string;
let forwarder: TcpForwarder;
let states: SharedState[];
let viaForwarder: TestApp;
let direct: TestApp;
let admin: Redis;

beforeAll(async () => {
  prefix = `dyl-faults-${randomBytes(4).toString('hex')}:`;
  forwarder = await startTcpForwarder(REDIS);
  admin = new Redis(REDIS.port, REDIS.host);
  states = [
    createRedisState(`redis://127.0.0.1:${forwarder.port}`, {
      prefix,
      commandTimeoutMs: 300,
      probeIntervalMs: 100,
    }),
    createRedisState(`redis://${REDIS.host}:${REDIS.port}`, { prefix, probeIntervalMs: 100 }),
  ];
  viaForwarder = await buildTestApp({ sharedState: states[0], seedContent: true });
  direct = await buildTestApp({ shareDatabaseWith: viaForwarder, sharedState: states[1] });
  await Promise.all([untilReady(viaForwarder), untilReady(direct)]);
});
afterEach(async () => {
  await forwarder.restore();
  await untilReady(viaForwarder);
});
afterAll(async () => {
  await direct.close();
  await viaForwarder.close();
  for (const state of states) await state.close();
  await forwarder.close();
  admin.disconnect();
});

const get = (app: TestApp, url: string, cookie?: string) =>
  app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (app: TestApp, url: string, cookie: string, payload: object = {}) =>
  app.server.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie } });

async function untilReady(app: TestApp, within = 5_000) {
  const deadline = Date.now() + within;
  for (;;) {
    if ((await get(app, '/api/ready')).statusCode === 200) return;
    if (Date.now() > deadline) throw new Error('the app did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function signIn(app: TestApp, email: string, password: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers);
}

/** A member with a session cached and a first history page cached in both instances. */
async function memberKnownToBoth() {
  const member = await signUpMember(viaForwarder);
  const other = await signIn(direct, member.email, member.password);
  const history = '/api/tools/gratitude-log/entries?limit=5';
  for (const app of [viaForwarder, direct]) {
    for (const cookie of [member.cookie, other]) {
      expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
      expect((await get(app, history, cookie)).json().items).toEqual([]);
    }
  }
  return { member, other, history };
}

/** While Redis misbehaves for one instance: it serves from the database in time, saves writes, is not ready. */
async function servesFromTheDatabase(known: Awaited<ReturnType<typeof memberKnownToBoth>>) {
  const started = Date.now();
  const profile = await get(viaForwarder, '/api/profile', known.member.cookie);
  expect(profile.statusCode).toBe(200);
  const saved = await post(viaForwarder, '/api/tools/gratitude-log/entries', known.member.cookie, {
    data: { items: ['Written while Redis was away'] },
  });
  expect(saved.statusCode).toBe(201);
  const history = await get(viaForwarder, known.history, known.member.cookie);
  expect(history.json().items.map((e: { id: string }) => e.id)).toEqual([saved.json().id]);
  expect(Date.now() - started).toBeLessThan(2_000 * 3);
  // One more signed-in read, timed on its own: the store counts as down, so it is not waited on at all.
  const again = Date.now();
  expect((await get(viaForwarder, '/api/profile', known.member.cookie)).statusCode).toBe(200);
  expect(Date.now() - again).toBeLessThan(2_000);
  expect((await get(viaForwarder, '/api/ready')).statusCode).toBe(503);
  // The other session is signed out here; the other instance cannot be told until Redis is back.
  expect((await post(viaForwarder, '/api/account/sign-out', known.other)).statusCode).toBe(200);
  return saved.json().id as string;
}

/** Once Redis is back, the next read on every instance is current. */
async function currentEverywhere(known: Awaited<ReturnType<typeof memberKnownToBoth>>, entryId: string) {
  await untilReady(viaForwarder);
  for (const app of [direct, viaForwarder]) {
    const history = await get(app, known.history, known.member.cookie);
    expect(history.json().items.map((e: { id: string }) => e.id)).toEqual([entryId]);
    expect((await get(app, '/api/profile', known.other)).statusCode).toBe(401);
  }
}

describe('Redis refused for one of two instances', () => {
  it('serves from the database in time, saves writes, is not ready, and is current everywhere after', async () => {
    const known = await memberKnownToBoth();
    await forwarder.refuse();
    const entryId = await servesFromTheDatabase(known);
    await forwarder.restore();
    await currentEverywhere(known, entryId);
  });
});

describe('Redis stalled for one of two instances', () => {
  it('answers within the command timeout, then not waiting at all, and is current everywhere after', async () => {
    const known = await memberKnownToBoth();
    forwarder.stall();
    const entryId = await servesFromTheDatabase(known);
    await forwarder.restore();
    await currentEverywhere(known, entryId);
  });
});

describe('a limit @fastify/rate-limit counts (contact: ten an hour per network) while Redis stalls', () => {
  const contact = (app: TestApp, remoteAddress: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      remoteAddress,
      payload: { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello, anyone there?' },
    });
  const statusesOf = async (send: (i: number) => ReturnType<typeof contact>) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await send(i)).statusCode);
    return statuses;
  };
  const tenThenRefused = [...Array<number>(10).fill(201), 429, 429];

  it('still holds in the instance, and holds across both again once Redis is back', async () => {
    forwarder.stall();
    // Counted in the instance's memory meanwhile, not failed and not let through.
    expect(await statusesOf(() => contact(viaForwarder, '198.51.100.70'))).toEqual(tenThenRefused);
    await forwarder.restore();
    await untilReady(viaForwarder);
    // The stalled client was replaced: the plugin counts through the new one, in Redis, for both instances.
    expect(await statusesOf((i) => contact(i % 2 === 0 ? viaForwarder : direct, '198.51.100.71'))).toEqual(
      tenThenRefused,
    );
  });
});

describe('lost messages and lost keys', () => {
  it('serves the next feed read current after the subscribers were killed between a write and the read', async () => {
    const writer = await chooseForumName(viaForwarder, await signUpMember(viaForwarder));
    const reader = await signUpMember(viaForwarder);
    const feed = async () =>
      (await get(direct, '/api/community/posts?channel=free-user-questions', reader.cookie)).json().items as {
        id: string;
      }[];
    await feed();
    await feed();
    const channels = (await get(direct, '/api/community/channels', writer.cookie)).json().items as {
      id: string;
      slug: string;
    }[];
    await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    const created = await post(viaForwarder, '/api/community/posts', writer.cookie, {
      channelId: channels.find((c) => c.slug === 'free-user-questions')!.id,
      postType: 'discussion',
      content: 'Written while the subscribers reconnect',
    });
    expect(created.statusCode).toBe(201);
    expect((await feed())[0]?.id).toBe(created.json().id);
  });

  it('keeps a revoked session refused after Redis lost its keys between the sign-out and the read', async () => {
    const known = await memberKnownToBoth();
    expect((await post(viaForwarder, '/api/account/sign-out', known.other)).statusCode).toBe(200);
    // As FLUSHALL would, for this installation's keys only (other suites share this Redis).
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    for (const app of [direct, viaForwarder]) {
      expect((await get(app, '/api/profile', known.other)).statusCode).toBe(401);
      expect((await get(app, '/api/profile', known.member.cookie)).statusCode).toBe(200);
    }
  });

  it('starts while Redis cannot be reached, serves from the database and says it is not ready', async () => {
    const closed = await startTcpForwarder(REDIS);
    await closed.refuse();
    const state = createRedisState(`redis://127.0.0.1:${closed.port}`, { prefix, probeIntervalMs: 100 });
    const app = await buildTestApp({ shareDatabaseWith: viaForwarder, sharedState: state });
    try {
      expect((await get(app, '/api/ready')).json()).toMatchObject({ ready: false, sharedStore: 'down' });
      const member = await signUpMember(app);
      expect((await get(app, '/api/profile', member.cookie)).statusCode).toBe(200);
      await closed.restore();
      await untilReady(app);
    } finally {
      await app.close();
      await state.close();
      await closed.close();
    }
  });
});
