import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
});
afterAll(async () => app.close());

describe('reports', () => {
  it('files a pending report, one open per member, and three members hide the post', async () => {
    const post = await kit.post(alice, { content: 'questionable' });
    const body = { contentType: 'post', postId: post.id, reason: 'spam', note: 'ads' };
    const first = await kit.call('POST', '/api/community/reports', bob.cookie, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ contentType: 'post', reason: 'spam', status: 'pending' });
    expect((await kit.call('POST', '/api/community/reports', bob.cookie, body)).statusCode).toBe(409);
    const viewer = await kit.member('growth');
    for (const reporter of [await kit.member('growth'), await kit.member('growth')]) {
      expect((await kit.call('POST', '/api/community/reports', reporter.cookie, body)).statusCode).toBe(201);
    }
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, viewer.cookie)).statusCode).toBe(404);
    const feed = (await kit.call('GET', '/api/community/posts?limit=50', viewer.cookie)).json();
    expect(feed.items.map((p: Post) => p.id)).not.toContain(post.id);
    const own = await kit.call('GET', `/api/community/posts/${post.id}`, alice.cookie);
    expect(own.json()).toMatchObject({ isHidden: true });
    const admin = await kit.admin();
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('hides a reply after three reports and rejects an unknown reason', async () => {
    const post = await kit.post(alice);
    const reply = await kit.reply(bob, post.id, 'rude');
    for (let i = 0; i < 3; i += 1) {
      const reporter = await kit.member('growth');
      const response = await kit.call('POST', '/api/community/reports', reporter.cookie, {
        contentType: 'reply',
        replyId: reply.id,
        reason: 'harassment',
      });
      expect(response.statusCode).toBe(201);
    }
    const forAlice = (await kit.call('GET', `/api/community/posts/${post.id}/replies`, alice.cookie)).json();
    expect(forAlice.items).toEqual([]);
    const forBob = (await kit.call('GET', `/api/community/posts/${post.id}/replies`, bob.cookie)).json();
    expect(forBob.items[0]).toMatchObject({ id: reply.id, isHidden: true });
    const bad = await kit.call('POST', '/api/community/reports', alice.cookie, {
      contentType: 'reply',
      replyId: reply.id,
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
  });
});
