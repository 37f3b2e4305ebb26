import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@shared/community/community.schemas';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from '../community/community.test-kit';
import { NOTIFICATION_EXCERPT_LENGTH } from './notifications.repository';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(async () => app.close());

async function list(member: Member, query = '') {
  const response = await kit.call('GET', `/api/notifications${query}`, member.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: Notification[];
    nextCursor: string | null;
    unreadCount: number;
    unseenCount: number;
  };
}

const usernameOf = async (member: Member) =>
  (await kit.call('GET', '/api/profile', member.cookie)).json().username as string;

describe('notifications', () => {
  it('names the topic by its title, and opening the bell clears its badge while each stays unread', async () => {
    const author = await kit.member('growth');
    const helper = await kit.member('growth');
    const post = await kit.post(author, { title: 'Mornings after a bad night', content: 'What helps?' });
    await kit.reply(helper, post.id, 'A glass of water first.');
    const before = await list(author);
    expect(before.items[0]).toMatchObject({ kind: 'reply', postTitle: 'Mornings after a bad night' });
    expect(before).toMatchObject({ unreadCount: 1, unseenCount: 1 });

    const seen = await kit.call('POST', '/api/notifications/seen', author.cookie);
    expect(seen.json()).toEqual({ unseenCount: 0 });
    const after = await list(author);
    expect(after).toMatchObject({ unreadCount: 1, unseenCount: 0 });
    expect(after.items[0]!.readAt).toBeNull();

    // What comes after the look counts again; another member's look changes nothing of theirs.
    await kit.reply(helper, post.id, 'And a short walk.');
    expect(await list(author)).toMatchObject({ unreadCount: 2, unseenCount: 1 });
    await kit.call('POST', '/api/notifications/seen', helper.cookie);
    expect(await list(author)).toMatchObject({ unseenCount: 1 });
    expect((await kit.call('POST', '/api/notifications/seen', '')).statusCode).toBe(401);
  });

  it("tells the author about a reply and a reply's author about an accepted answer, not about their own", async () => {
    const asker = await kit.member('growth');
    const helper = await kit.member('growth');
    const question = await kit.post(asker, { postType: 'question', content: 'How?' });
    const reply = await kit.reply(helper, question.id, 'Like **this**, [step by step](https://x.y).');
    await kit.reply(asker, question.id, 'my own reply');
    const forAsker = await list(asker);
    expect(forAsker.items).toHaveLength(1);
    expect(forAsker.items[0]).toMatchObject({
      kind: 'reply',
      postId: question.id,
      actorUsername: await usernameOf(helper),
      count: 1,
      excerpt: 'Like this, step by step.',
      readAt: null,
    });
    expect(forAsker.unreadCount).toBe(1);
    await kit.call('POST', `/api/community/posts/${question.id}/answer`, asker.cookie, { replyId: reply.id });
    const forHelper = await list(helper);
    expect(forHelper.items.map((n) => n.kind)).toEqual(['answer']);
  });

  it('quotes the plain text of a long Markdown post, cut at a word', async () => {
    const author = await kit.member('growth');
    const liker = await kit.member('growth');
    const words = 'Small steps add up over time. '.repeat(10).trim();
    const post = await kit.post(author, { content: `# Hello\n\n<b>**Bold**</b> start.\n\n${words}` });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, liker.cookie);
    const [notification] = (await list(author)).items;
    const plain = `Hello Bold start. ${words}`;
    expect(notification!.excerpt.length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_LENGTH);
    expect(notification!.excerpt.endsWith('…')).toBe(true);
    const kept = notification!.excerpt.slice(0, -1);
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain[kept.length]).toMatch(/[ .]/);
  });

  it('groups likes on one post into one unread notification, and starts a new one once read', async () => {
    const author = await kit.member('growth');
    const post = await kit.post(author, { content: 'Likeable' });
    const likers = [await kit.member('growth'), await kit.member('growth'), await kit.member('growth')];
    for (const liker of likers) await kit.call('POST', `/api/community/posts/${post.id}/like`, liker.cookie);
    await kit.call('POST', `/api/community/posts/${post.id}/like`, author.cookie);
    let page = await list(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'like',
      count: 3,
      actorUsername: await usernameOf(likers[2]!),
    });

    const read = await kit.call('POST', '/api/notifications/read', author.cookie, { all: true });
    expect(read.json()).toEqual({ unreadCount: 0 });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, likers[0]!.cookie); // unlike
    await kit.call('POST', `/api/community/posts/${post.id}/like`, likers[0]!.cookie); // like again
    page = await list(author);
    expect(page.items.map((n) => [n.count, n.readAt === null])).toEqual([
      [1, true],
      [3, false],
    ]);
  });

  it("lists newest first by cursor and marks chosen ids read, only the member's own", async () => {
    const author = await kit.member('growth');
    const other = await kit.member('growth');
    const post = await kit.post(author);
    for (let i = 0; i < 5; i += 1) await kit.reply(other, post.id, `reply ${i}`);
    const first = await list(author, '?limit=3');
    const second = await list(author, `?limit=3&cursor=${first.nextCursor}`);
    const excerpts = [...first.items, ...second.items].map((n) => n.excerpt);
    expect(excerpts).toEqual(['reply 4', 'reply 3', 'reply 2', 'reply 1', 'reply 0']);
    expect(second.nextCursor).toBeNull();

    const ids = first.items.slice(0, 2).map((n) => n.id);
    const byOther = await kit.call('POST', '/api/notifications/read', other.cookie, { ids });
    expect(byOther.statusCode).toBe(200);
    expect((await list(author)).unreadCount).toBe(5);
    const mine = await kit.call('POST', '/api/notifications/read', author.cookie, { ids: [...ids, 'junk'] });
    expect(mine.json()).toEqual({ unreadCount: 3 });
    expect((await kit.call('POST', '/api/notifications/read', author.cookie, { ids: [] })).statusCode).toBe(
      400,
    );
  });

  it('is sign-in only', async () => {
    expect((await kit.call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/notifications/read', undefined, { all: true })).statusCode).toBe(
      401,
    );
  });
});
