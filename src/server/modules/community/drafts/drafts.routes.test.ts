import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLL_MAX_OPTIONS,
  POST_TITLE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
} from '@shared/community/community.schemas';
import { MAX_DRAFTS_PER_MEMBER } from '@shared/community/drafts.schemas';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  // The limit test saves more drafts in a minute than the write limit lets a member.
  app = await buildTestApp({ seedContent: true, writeLimits: { perMinute: 1_000 } });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
});
afterAll(async () => app.close());

const address = (place: string) => `/api/community/drafts/${encodeURIComponent(place)}`;
const read = (member: Member, place: string) => kit.call('GET', address(place), member.cookie);
const save = (member: Member, place: string, data: unknown) =>
  kit.call('PUT', address(place), member.cookie, { data });
const discard = (member: Member, place: string) => kit.call('DELETE', address(place), member.cookie);

describe('forum drafts', () => {
  it('are for signed-in members only', async () => {
    expect((await kit.call('GET', address('new-topic'))).statusCode).toBe(401);
    expect((await kit.call('PUT', address('new-topic'), undefined, { data: {} })).statusCode).toBe(401);
    expect((await kit.call('DELETE', address('new-topic'))).statusCode).toBe(401);
  });

  it('keep what a member wrote, for them alone, until they discard it', async () => {
    const place = `reply:${randomUUID()}`;
    expect((await read(alice, place)).statusCode).toBe(404);

    const saved = await save(alice, place, { content: 'Half a thought' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      place,
      data: { content: 'Half a thought' },
      updatedAt: expect.any(String),
    });
    const again = await save(alice, place, { content: 'Half a thought, and the rest' });
    expect((await read(alice, place)).json()).toEqual(again.json());
    // The same place in upper case is the same draft (the post route takes an id in any case).
    expect((await read(alice, place.toUpperCase().replace('REPLY', 'reply'))).json()).toEqual(again.json());

    // Another member has no draft there, and their discarding or saving leaves Alice's alone.
    expect((await read(bob, place)).statusCode).toBe(404);
    expect((await discard(bob, place)).json()).toEqual({ ok: true });
    await save(bob, place, { content: 'Bob’s own' });
    expect((await read(alice, place)).json().data).toEqual({ content: 'Half a thought, and the rest' });
    expect((await read(bob, place)).json().data).toEqual({ content: 'Bob’s own' });

    const discarded = await discard(alice, place);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ ok: true });
    expect((await read(alice, place)).statusCode).toBe(404);
    // Discarding again (another device, a second click) is fine.
    expect((await discard(alice, place)).json()).toEqual({ ok: true });
  });

  it('keeps a new topic as it was left: nothing required, nothing trimmed, unknown fields dropped', async () => {
    const channel = await kit.channel('general-discussion');
    const data = {
      channelId: channel.id,
      postType: 'poll',
      title: ' A tit',
      content: '',
      pollOptions: ['Morning ', ''],
    };
    const saved = await save(alice, 'new-topic', { ...data, isPinned: true });
    expect(saved.statusCode).toBe(200);
    expect((await read(alice, 'new-topic')).json().data).toEqual(data);
    await discard(alice, 'new-topic');
  });

  it.each(['elsewhere', 'reply:', 'reply:not-a-uuid', `reply:${randomUUID()}x`, `post:${randomUUID()}`])(
    'refuses the place %j with 400',
    async (place) => {
      for (const response of [
        await read(alice, place),
        await save(alice, place, { content: 'x' }),
        await discard(alice, place),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
      }
    },
  );

  it('refuses with 400 a body that does not fit its place, or is longer than what it would become', async () => {
    const reply = `reply:${randomUUID()}`;
    const refused = [
      await save(alice, reply, { title: 'A reply has no title' }),
      await save(alice, reply, { content: 'x'.repeat(REPLY_MAX_LENGTH + 1) }),
      await save(alice, 'new-topic', { title: 'x'.repeat(POST_TITLE_MAX_LENGTH + 1) }),
      await save(alice, 'new-topic', { pollOptions: Array(POLL_MAX_OPTIONS + 1).fill('Yes') }),
      await save(alice, 'new-topic', { postType: 'essay' }),
      await kit.call('PUT', address('new-topic'), alice.cookie, { title: 'No data' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(refused[0]!.json().error.fields).toEqual({ 'data.content': expect.any(String) });
    expect((await read(alice, reply)).statusCode).toBe(404);
    expect((await read(alice, 'new-topic')).statusCode).toBe(404);
  });

  it('are cleared when the topic is posted; a refused post keeps its draft', async () => {
    const other = `reply:${randomUUID()}`;
    await save(alice, 'new-topic', { title: 'My first topic', content: 'Hello' });
    await save(alice, other, { content: 'Not sent yet' });
    await save(bob, 'new-topic', { content: 'Bob’s topic' });

    const refused = await kit.call('POST', '/api/community/posts', alice.cookie, {
      channelId: (await kit.channel('general-discussion')).id,
      postType: 'discussion',
      content: '   ',
    });
    expect(refused.statusCode).toBe(400);
    expect((await read(alice, 'new-topic')).statusCode).toBe(200);

    await kit.post(alice, { title: 'My first topic', content: 'Hello' });
    expect((await read(alice, 'new-topic')).statusCode).toBe(404);
    expect((await read(alice, other)).json().data).toEqual({ content: 'Not sent yet' });
    expect((await read(bob, 'new-topic')).json().data).toEqual({ content: 'Bob’s topic' });
  });

  it('are cleared when the reply is sent, for that post only', async () => {
    const post = await kit.post(bob);
    const elsewhere = await kit.post(bob);
    await save(alice, `reply:${post.id}`, { content: 'Welcome!' });
    await save(alice, `reply:${elsewhere.id}`, { content: 'Later' });
    await save(bob, `reply:${post.id}`, { content: 'Thanks all' });

    await kit.reply(alice, post.id, 'Welcome!');
    expect((await read(alice, `reply:${post.id}`)).statusCode).toBe(404);
    expect((await read(alice, `reply:${elsewhere.id}`)).json().data).toEqual({ content: 'Later' });
    expect((await read(bob, `reply:${post.id}`)).json().data).toEqual({ content: 'Thanks all' });
  });

  it('answer alike for a post the member cannot see and for no post at all', async () => {
    const master = await kit.member('lifetime_mastery');
    const hidden = await kit.post(master, { channel: 'lifetime-masters' });
    const free = await kit.member('free');
    expect((await kit.call('GET', `/api/community/posts/${hidden.id}`, free.cookie)).statusCode).toBe(403);

    for (const postId of [hidden.id, randomUUID()]) {
      const place = `reply:${postId}`;
      expect((await read(free, place)).statusCode).toBe(404);
      const saved = await save(free, place, { content: 'Mine' });
      expect(saved.statusCode).toBe(200);
      expect(Object.keys(saved.json()).sort()).toEqual(['data', 'place', 'updatedAt']);
      expect(saved.json().data).toEqual({ content: 'Mine' });
    }
    // The author's own reply draft there is not the free member's to read.
    await save(master, `reply:${hidden.id}`, { content: 'Secret plans' });
    expect((await read(free, `reply:${hidden.id}`)).json().data).toEqual({ content: 'Mine' });
  });

  it(`keeps ${MAX_DRAFTS_PER_MEMBER} drafts a member: saving one more drops the one left longest`, async () => {
    const member = await kit.member('growth');
    const bobs = `reply:${randomUUID()}`;
    await save(bob, bobs, { content: 'Bob’s' });
    const places = Array.from({ length: MAX_DRAFTS_PER_MEMBER }, () => `reply:${randomUUID()}`);
    for (const place of places) expect((await save(member, place, { content: place })).statusCode).toBe(200);
    // Saving again one of the oldest makes it the newest; saving at a place already kept drops nothing.
    await save(member, places[0]!, { content: 'touched' });
    for (const place of places) expect((await read(member, place)).statusCode).toBe(200);

    const newest = `reply:${randomUUID()}`;
    expect((await save(member, newest, { content: 'one more' })).statusCode).toBe(200);
    expect((await read(member, newest)).statusCode).toBe(200);
    expect((await read(member, places[0]!)).json().data).toEqual({ content: 'touched' });
    expect((await read(member, places[1]!)).statusCode).toBe(404);
    for (const place of places.slice(2)) expect((await read(member, place)).statusCode).toBe(200);
    // Another member's drafts are neither counted nor dropped.
    expect((await read(bob, bobs)).json().data).toEqual({ content: 'Bob’s' });
  });
});
