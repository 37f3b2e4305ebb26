import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '@shared/community/community.schemas';
import { buildTestApp, queryRows, type TestApp } from '../../../test/test-app';
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

describe('replies and answers', () => {
  it('lists replies oldest first, the accepted answer first; author or admin marks it, others get 403', async () => {
    const question = await kit.post(alice, { postType: 'question', content: 'How do I start?' });
    const first = await kit.reply(bob, question.id, 'first');
    const second = await kit.reply(bob, question.id, 'second');
    const third = await kit.reply(alice, question.id, 'third');
    const list = async () =>
      (
        (await kit.call('GET', `/api/community/posts/${question.id}/replies`, bob.cookie)).json()
          .items as Reply[]
      ).map((r) => r.id);
    expect(await list()).toEqual([first.id, second.id, third.id]);

    const byOther = await kit.call('POST', `/api/community/posts/${question.id}/answer`, bob.cookie, {
      replyId: second.id,
    });
    expect(byOther.statusCode).toBe(403);
    const marked = await kit.call('POST', `/api/community/posts/${question.id}/answer`, alice.cookie, {
      replyId: second.id,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ acceptedReplyId: second.id, replyCount: 3 });
    expect(await list()).toEqual([second.id, first.id, third.id]);

    const admin = await kit.admin();
    const moved = await kit.call('POST', `/api/community/posts/${question.id}/answer`, admin.cookie, {
      replyId: first.id,
    });
    expect(moved.json().acceptedReplyId).toBe(first.id);
    expect(await list()).toEqual([first.id, second.id, third.id]);
    const answers = await queryRows<{ id: string }>(
      app,
      sql`select id from replies where post_id = ${question.id} and is_answer`,
    );
    expect(answers.map((r) => r.id)).toEqual([first.id]);

    const unmarked = await kit.call('POST', `/api/community/posts/${question.id}/answer`, alice.cookie, {
      replyId: null,
    });
    expect(unmarked.json().acceptedReplyId).toBeNull();
    const foreign = await kit.reply(bob, (await kit.post(alice)).id);
    const wrongPost = await kit.call('POST', `/api/community/posts/${question.id}/answer`, alice.cookie, {
      replyId: foreign.id,
    });
    expect(wrongPost.statusCode).toBe(404);
  });

  it('pages replies by cursor', async () => {
    const post = await kit.post(alice);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await kit.reply(bob, post.id, `r${i}`)).id);
    const first = (
      await kit.call('GET', `/api/community/posts/${post.id}/replies?limit=3`, bob.cookie)
    ).json();
    const second = (
      await kit.call(
        'GET',
        `/api/community/posts/${post.id}/replies?limit=3&cursor=${first.nextCursor}`,
        bob.cookie,
      )
    ).json();
    expect([...first.items, ...second.items].map((r: Reply) => r.id)).toEqual(ids);
    expect(second.nextCursor).toBeNull();
  });

  it('lets the author or an admin delete a reply and uncounts it', async () => {
    const post = await kit.post(alice);
    const reply = await kit.reply(bob, post.id);
    const other = await kit.reply(bob, post.id);
    expect((await kit.call('DELETE', `/api/community/replies/${reply.id}`, alice.cookie)).statusCode).toBe(
      403,
    );
    expect((await kit.call('DELETE', `/api/community/replies/${reply.id}`, bob.cookie)).statusCode).toBe(204);
    const admin = await kit.admin();
    expect((await kit.call('DELETE', `/api/community/replies/${other.id}`, admin.cookie)).statusCode).toBe(
      204,
    );
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, alice.cookie)).json().replyCount).toBe(
      0,
    );
  });
});
