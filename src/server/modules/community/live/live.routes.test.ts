import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisState } from '../../../shared-state/redis-state';
import type { SharedState } from '../../../shared-state/shared-state';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';
import { LIVE_PER_MEMBER } from './live-hub';

// Two processes on one database sharing changes through Redis, each serving live streams on a real port.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
let states: SharedState[];
let onA: ReturnType<typeof communityKit>;
let onB: ReturnType<typeof communityKit>;
const ports = new Map<TestApp, number>();

beforeAll(async () => {
  const prefix = `dyl-live-${randomBytes(4).toString('hex')}:`;
  states = [createRedisState(REDIS_URL, { prefix }), createRedisState(REDIS_URL, { prefix })];
  a = await buildTestApp({ seedContent: true, sharedState: states[0] });
  b = await buildTestApp({ shareDatabaseWith: a, sharedState: states[1] });
  for (const app of [a, b]) {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    ports.set(app, (app.server.server.address() as AddressInfo).port);
  }
  onA = communityKit(a);
  onB = communityKit(b);
});
afterAll(async () => {
  await b.close();
  await a.close();
  for (const state of states) await state.close();
});

interface LiveEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** Opens a stream as the member and collects its events until closed. */
function openStream(app: TestApp, path: string, member: Member, lastEventId?: string) {
  const events: LiveEvent[] = [];
  let status = 0;
  let response: IncomingMessage | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.get(app),
        path,
        headers: {
          cookie: member.cookie,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      },
      (res) => {
        response = res;
        status = res.statusCode ?? 0;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (fields.has('event'))
              events.push({
                id: fields.get('id') ?? null,
                event: fields.get('event')!,
                data: JSON.parse(fields.get('data') ?? '{}'),
              });
            end = buffer.indexOf('\n\n');
          }
        });
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
  });
  return {
    events,
    status: () => status,
    opened,
    close: () => response?.destroy(),
    async waitFor(found: (event: LiveEvent) => boolean, ms = 2_000): Promise<LiveEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const event = events.find(found);
        if (event) return event;
        if (Date.now() > deadline)
          throw new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const aboutPost = (postId: string) => (event: LiveEvent) =>
  event.event === 'change' && event.data.postId === postId;

describe('live threads and feed', () => {
  it('tells an open thread of a reply written through the other process within 2 s', async () => {
    const post = await onA.post(await onA.member());
    const reader = await onA.member();
    const stream = openStream(a, `/api/community/posts/${post.id}/live`, reader);
    await stream.opened;
    expect(stream.status()).toBe(200);
    const started = Date.now();
    await onB.reply(await onB.member(), post.id, 'Same here.');
    const event = await stream.waitFor(aboutPost(post.id));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event.data).toEqual({ kind: 'post', postId: post.id, channelId: post.channel.id });
    expect(Number(event.id)).toBeGreaterThan(0);
    stream.close();
  });

  it('resumes on the other process after a reconnect with Last-Event-ID, missing nothing', async () => {
    const post = await onA.post(await onA.member());
    const reader = await onA.member();
    const first = openStream(a, `/api/community/posts/${post.id}/live`, reader);
    await first.opened;
    await onA.call('POST', `/api/community/posts/${post.id}/like`, (await onA.member()).cookie);
    const seen = await first.waitFor(aboutPost(post.id));
    first.close();
    // While the browser is away, two replies through process A.
    await onA.reply(await onA.member(), post.id, 'One.');
    await onA.reply(await onA.member(), post.id, 'Two.');
    const resumed = openStream(b, `/api/community/posts/${post.id}/live`, reader, seen.id!);
    await resumed.opened;
    await resumed.waitFor((e) => aboutPost(post.id)(e) && Number(e.id) > Number(seen.id));
    const replayed = resumed.events.filter(aboutPost(post.id));
    expect(replayed.length).toBeGreaterThanOrEqual(2);
    expect(replayed.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
    resumed.close();
  });

  it('says resync when the log no longer holds what the browser missed', async () => {
    const post = await onA.post(await onA.member());
    await onA.reply(await onA.member(), post.id);
    await a.database.db.execute(sql`delete from forum_events where id < (select max(id) from forum_events)`);
    const stream = openStream(b, `/api/community/posts/${post.id}/live`, await onA.member(), '1');
    await stream.opened;
    await stream.waitFor((e) => e.event === 'resync');
    stream.close();
  });

  it('keeps the feed to the channels the member may read', async () => {
    const free = await onA.member('free');
    const feed = openStream(a, '/api/community/live', free);
    await feed.opened;
    const locked = await onA.post(await onA.member('growth'), { channel: 'general-discussion' });
    const open = await onA.post(await onA.member('growth'), { channel: 'free-user-questions' });
    await feed.waitFor((e) => e.data.channelId === open.channel.id);
    expect(feed.events.some((e) => e.data.channelId === locked.channel.id)).toBe(false);
    feed.close();
  });

  it(`refuses a member's stream beyond ${LIVE_PER_MEMBER} in one process, and a thread they may not read`, async () => {
    const member = await onA.member();
    const streams = Array.from({ length: LIVE_PER_MEMBER }, () =>
      openStream(a, '/api/community/live', member),
    );
    await Promise.all(streams.map((s) => s.opened));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await a.server.inject({
      method: 'GET',
      url: '/api/community/live',
      headers: { cookie: member.cookie, accept: 'text/event-stream' },
    });
    expect(extra.statusCode).toBe(429);
    for (const s of streams) s.close();
    const locked = await onA.post(await onA.member('growth'), { channel: 'general-discussion' });
    const refused = await onA.call(
      'GET',
      `/api/community/posts/${locked.id}/live`,
      (await onA.member('free')).cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});
