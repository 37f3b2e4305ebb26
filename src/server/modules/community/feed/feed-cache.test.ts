import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let reader: Member;
let writer: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  reader = await kit.member('growth');
  writer = await kit.member('growth');
});
afterAll(async () => app.close());

const feed = async (member: Member, query = '') => {
  const response = await kit.call('GET', `/api/community/posts${query}`, member.cookie);
  expect(response.statusCode).toBe(200);
  return response.json().items as Post[];
};

describe('the feed kept in memory', () => {
  it('keeps the pages a like does not touch: other channels, and pages without the liked post', async () => {
    const elsewhere = await kit.post(writer, { channel: 'tool-talk', content: 'In another channel' });
    const here = await kit.post(writer, { channel: 'wins-celebrations', content: 'Liked here' });
    const other = '?channel=skill-spotlight';
    const liked = '?channel=wins-celebrations';
    await feed(reader, other);
    await feed(reader, liked);
    expect((await feed(reader, '?channel=tool-talk')).map((p) => p.id)).toContain(elsewhere.id);
    expect((await kit.call('POST', `/api/community/posts/${here.id}/like`, writer.cookie)).statusCode).toBe(
      200,
    );
    app.queries.reset();
    await feed(reader, other);
    await feed(reader, '?channel=tool-talk');
    const session = app.database.kind === 'pglite' ? 0 : 1;
    expect(app.queries.count).toBe(2 * session);
    expect((await feed(reader, liked)).find((p) => p.id === here.id)?.likeCount).toBe(1);
    expect(app.queries.count).toBeGreaterThan(2 * session);
  });

  it('serves a repeated page without a query (embedded), and never a stale one', async () => {
    await feed(reader);
    app.queries.reset();
    await feed(reader);
    // Embedded: nothing read. PostgreSQL without Redis: the session (with the member's mark), not the page.
    expect(app.queries.count).toBe(app.database.kind === 'pglite' ? 0 : 1);

    // Another member's post, like, edit and deletion each show on the reader's very next request.
    const post = await kit.post(writer, { content: 'Fresh from the other member' });
    expect((await feed(reader))[0]?.id).toBe(post.id);
    expect((await kit.call('POST', `/api/community/posts/${post.id}/like`, writer.cookie)).statusCode).toBe(
      200,
    );
    expect((await feed(reader))[0]?.likeCount).toBe(1);
    const edited = await kit.call('PATCH', `/api/community/posts/${post.id}`, writer.cookie, {
      content: 'Edited by its author',
    });
    expect(edited.statusCode).toBe(200);
    expect((await feed(reader))[0]?.content).toBe('Edited by its author');

    // The reader's own like shows as theirs at once.
    expect((await kit.call('POST', `/api/community/posts/${post.id}/like`, reader.cookie)).statusCode).toBe(
      200,
    );
    expect((await feed(reader))[0]).toMatchObject({ likeCount: 2, likedByMe: true });
    expect((await feed(writer))[0]).toMatchObject({ likeCount: 2, likedByMe: true });

    // An admin's pin and a forum name change outside the forum routes move the feed as well.
    const admin = await kit.admin();
    const older = await kit.post(writer, { content: 'To be pinned' });
    await kit.post(writer, { content: 'Newest' });
    expect((await feed(reader))[0]?.content).toBe('Newest');
    expect((await kit.call('POST', `/api/community/posts/${older.id}/pin`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await feed(reader))[0]?.id).toBe(older.id);
    const renamed = await kit.call('PUT', '/api/profile/forum-name', writer.cookie, {
      forumName: 'renamed_writer',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await feed(reader))[0]?.author?.username).toBe('renamed_writer');

    const removed = await kit.call('DELETE', `/api/community/posts/${post.id}`, writer.cookie);
    expect(removed.statusCode).toBe(204);
    expect((await feed(reader)).map((p) => p.id)).not.toContain(post.id);
  });

  it('keeps each member their own page: likedByMe and access differ', async () => {
    const free = await kit.member('free');
    const post = await kit.post(writer, { content: 'Growth channel post' });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, reader.cookie);
    expect((await feed(reader)).find((p) => p.id === post.id)?.likedByMe).toBe(true);
    expect((await feed(writer)).find((p) => p.id === post.id)?.likedByMe).toBe(false);
    expect((await feed(free)).map((p) => p.id)).not.toContain(post.id);
  });
});

describe('single posts kept in memory', () => {
  const open = async (member: Member, id: string) => {
    const response = await kit.call('GET', `/api/community/posts/${id}`, member.cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as Post;
  };

  it('serve a repeated post without a query (embedded), and never a stale one', async () => {
    const post = await kit.post(writer, { content: 'A post to open twice' });
    await open(reader, post.id);
    app.queries.reset();
    expect((await open(reader, post.id)).content).toBe('A post to open twice');
    if (app.database.kind === 'pglite') expect(app.queries.count).toBe(0);
    else expect(app.queries.count).toBeGreaterThan(0);

    const edited = await kit.call('PATCH', `/api/community/posts/${post.id}`, writer.cookie, {
      content: 'Edited after it was read',
    });
    expect(edited.statusCode).toBe(200);
    expect((await open(reader, post.id)).content).toBe('Edited after it was read');
    await kit.call('POST', `/api/community/posts/${post.id}/like`, writer.cookie);
    expect(await open(reader, post.id)).toMatchObject({ likeCount: 1, likedByMe: false });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, reader.cookie);
    expect(await open(reader, post.id)).toMatchObject({ likeCount: 2, likedByMe: true });

    // Another member gets their own answer: a free member may not open this channel at all.
    const free = await kit.member('free');
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, free.cookie)).statusCode).toBe(403);

    expect((await kit.call('DELETE', `/api/community/posts/${post.id}`, writer.cookie)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, reader.cookie)).statusCode).toBe(404);
  });
});

describe('answers of writes', () => {
  it('show the write even when the post was just read (and kept)', async () => {
    const poll = await kit.post(writer, {
      postType: 'poll',
      content: 'Read, then voted on',
      pollOptions: ['Yes', 'No'],
    });
    const opened = await kit.call('GET', `/api/community/posts/${poll.id}`, reader.cookie);
    const yes = (opened.json() as Post).poll!.options[0]!;
    await kit.call('GET', `/api/community/posts/${poll.id}`, reader.cookie);
    const voted = await kit.call('POST', `/api/community/poll-options/${yes.id}/vote`, reader.cookie);
    expect(voted.statusCode).toBe(201);
    expect(voted.json().poll).toMatchObject({ totalVotes: 1, myVoteOptionId: yes.id });
  });
});

describe('kept answers on the wire', () => {
  it('go out compressed as the client accepts, and read back the same', async () => {
    for (let i = 0; i < 3; i += 1)
      await kit.post(writer, { content: `Long enough to compress ${'x'.repeat(400)}` });
    const url = '/api/community/posts?limit=10';
    const plain = await kit.call('GET', url, reader.cookie);
    const request = (encoding: string) =>
      app.server.inject({
        method: 'GET',
        url,
        headers: { cookie: reader.cookie, 'accept-encoding': encoding },
      });
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await request(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('the channel list kept in memory', () => {
  it('is read once, not on every request that checks a channel', async () => {
    const post = await kit.post(writer, { content: 'Read twice' });
    const read = () => kit.call('GET', `/api/community/posts/${post.id}`, reader.cookie);
    expect((await read()).statusCode).toBe(200);
    app.queries.reset();
    expect((await read()).statusCode).toBe(200);
    expect(app.queries.statements.filter((s) => /from "channels"/.test(s))).toEqual([]);
  });
});
