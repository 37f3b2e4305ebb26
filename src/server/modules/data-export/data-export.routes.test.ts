import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolKeys } from '@shared/tools/tool-keys';
import { buildTestApp, signUpAdmin, type TestApp } from '../../test/test-app';
import { communityKit } from '../community/community.test-kit';
import { memberWithEverything } from './member-with-everything';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  admin = await signUpAdmin(app);
});
afterAll(async () => app.close());

describe('GET /api/me/export', () => {
  it('is a ZIP with JSON, Markdown and CSV of an entry from every tool, and nothing of another member', async () => {
    const member = await memberWithEverything(app, admin, 'Alma');
    await memberWithEverything(app, admin, 'Bruno');
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="design-your-life-data-/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name]!);
    const data = JSON.parse(text('data.json'));
    expect(data.account.email).toBe(member.email);
    expect(new Set(data.toolEntries.map((e: { toolKey: string }) => e.toolKey))).toEqual(new Set(toolKeys));
    expect(data.toolSettings).toEqual([expect.objectContaining({ toolKey: 'pomodoro-timer' })]);
    expect(data.skillPractice).toHaveLength(1);
    for (const key of toolKeys) {
      expect(files[`tools/${key}.csv`]).toBeDefined();
      expect(files[`tools/${key}.md`]).toBeDefined();
    }
    expect(text('tools/self-awareness-journal.md')).toContain('Journal of Alma');
    expect(text('tools/self-awareness-journal.csv')).toContain('Journal of Alma');
    expect(text('skill-practice.csv').split('\r\n')).toHaveLength(3);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain('Bruno');
  });

  it("holds the member's forum posts, replies, likes and poll votes, and nothing another member wrote", async () => {
    const kit = communityKit(app);
    const member = await kit.member();
    const other = await kit.member();
    const othersPoll = await kit.post(other, {
      postType: 'poll',
      content: 'A poll by the other member',
      pollOptions: ['Sunrise walk', 'Evening swim'],
    });
    const othersPost = await kit.post(other, { content: 'A thought of the other member' });
    const ownPost = await kit.post(member, { postType: 'question', content: 'How do I "start", small?' });
    const ownReply = await kit.reply(member, othersPost.id, 'My reply, kindly meant');
    const [sunrise, evening] = othersPoll.poll!.options;
    expect(
      (await kit.call('POST', `/api/community/posts/${othersPost.id}/like`, member.cookie)).statusCode,
    ).toBe(200);
    const vote = (option: string, cookie: string) =>
      kit.call('POST', `/api/community/poll-options/${option}/vote`, cookie);
    expect((await vote(sunrise!.id, member.cookie)).statusCode).toBe(201);
    // The other member answers, likes and votes too: none of it is the member's.
    await kit.reply(other, ownPost.id, 'An answer from the other member');
    await kit.call('POST', `/api/community/posts/${ownPost.id}/like`, other.cookie);
    expect((await vote(evening!.id, other.cookie)).statusCode).toBe(201);

    const response = await app.server.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name]!);
    expect(JSON.parse(text('forum/posts.json'))).toEqual([
      expect.objectContaining({
        id: ownPost.id,
        postType: 'question',
        content: 'How do I "start", small?',
        channel: 'General Discussion',
        replyCount: 1,
        likeCount: 1,
      }),
    ]);
    expect(text('forum/posts.md')).toContain('How do I "start", small?');
    expect(JSON.parse(text('forum/replies.json'))).toEqual([
      expect.objectContaining({ id: ownReply.id, postId: othersPost.id, content: 'My reply, kindly meant' }),
    ]);
    expect(text('forum/replies.md')).toContain('My reply, kindly meant');
    expect(JSON.parse(text('forum/likes.json'))).toEqual([
      { postId: othersPost.id, likedAt: expect.any(String) },
    ]);
    expect(text('forum/likes.csv').split('\r\n')).toEqual([
      'post_id,liked_at',
      expect.stringMatching(new RegExp(`^${othersPost.id},\\d{4}-`)),
      '',
    ]);
    expect(JSON.parse(text('forum/poll-votes.json'))).toEqual([
      { postId: othersPoll.id, optionId: sunrise!.id, option: 'Sunrise walk', votedAt: expect.any(String) },
    ]);
    expect(text('forum/poll-votes.csv')).toContain(`${othersPoll.id},${sunrise!.id},Sunrise walk,`);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const foreign of ['other member', 'Evening swim', othersPost.content]) {
      expect(everything).not.toContain(foreign);
    }
  });

  it('is refused to visitors', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});
