import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

// A member who downgraded can no longer read a growth channel, but what they wrote there stays theirs to
// change or remove.
let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let author: Member;
let other: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  author = await kit.member('growth');
  other = await kit.member('free');
});
afterAll(async () => app.close());

async function downgrade(member: Member) {
  const response = await kit.call('PATCH', `/api/admin/users/${member.userId}`, (await kit.admin()).cookie, {
    subscriptionTier: 'free',
  });
  expect(response.statusCode).toBe(200);
}

describe('a downgraded author in a channel above their tier', () => {
  it('edits and deletes their own post, while reading it stays locked', async () => {
    const member = await kit.member('growth');
    const post = await kit.post(member, { content: 'written while on Growth' });
    await downgrade(member);

    const read = await kit.call('GET', `/api/community/posts/${post.id}`, member.cookie);
    expect(read.statusCode).toBe(403);
    const edited = await kit.call('PATCH', `/api/community/posts/${post.id}`, member.cookie, {
      content: 'my words, edited',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().content).toBe('my words, edited');
    expect((await kit.call('DELETE', `/api/community/posts/${post.id}`, member.cookie)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, author.cookie)).statusCode).toBe(404);
  });

  it('deletes their own reply', async () => {
    const post = await kit.post(author);
    const member = await kit.member('growth');
    const reply = await kit.reply(member, post.id);
    await downgrade(member);
    expect((await kit.call('DELETE', `/api/community/replies/${reply.id}`, member.cookie)).statusCode).toBe(
      204,
    );
  });

  it('still refuses a free member another author’s post there', async () => {
    const post = await kit.post(author);
    for (const response of [
      await kit.call('PATCH', `/api/community/posts/${post.id}`, other.cookie, { content: 'not mine' }),
      await kit.call('DELETE', `/api/community/posts/${post.id}`, other.cookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('upgrade_required');
    }
  });
});
