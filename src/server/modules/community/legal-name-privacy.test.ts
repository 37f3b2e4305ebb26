import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { buildTestApp, chooseForumName, signUpMember, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from './community.test-kit';

/**
 * Onboarding promises that only what a member posts is public: the forum shows the name they chose, and their
 * legal name never reaches another member. Two members with names found nowhere else do everything the forum
 * offers to each other; then every answer either of them got (every write, and every GET route of the app
 * outside /api/admin, found from the app's own route list so a new route is covered too) is searched for the
 * other's first and last name.
 */

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(async () => app.close());

interface Actor extends Member {
  answers: { url: string; text: string }[];
}

/** A growth member with this legal name, who chose their forum name; every answer they get is kept. */
async function actor(firstName: string, lastName: string): Promise<Actor> {
  const member = await chooseForumName(app, await signUpMember(app, { firstName, lastName }));
  const tier = await kit.call('PATCH', `/api/admin/users/${member.userId}`, (await kit.admin()).cookie, {
    subscriptionTier: 'growth',
  });
  expect(tier.statusCode).toBe(200);
  return { ...member, answers: [] };
}

/** The answer as text; an export is a ZIP, read file by file. */
function textOf(response: LightMyRequestResponse): string {
  if (String(response.headers['content-type']).includes('zip')) {
    return Object.values(unzipSync(new Uint8Array(response.rawPayload)))
      .map((bytes) => strFromU8(bytes))
      .join('\n');
  }
  return response.body;
}

async function send(member: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await kit.call(method, url, member.cookie, payload);
  member.answers.push({ url: `${method} ${url}`, text: textOf(response) });
  return response;
}

/** The answers that carry the legal name of `owner`. */
function answersNaming(reader: Actor, owner: Actor) {
  const names = [owner.firstName, owner.lastName].map((n) => n.toLowerCase());
  return reader.answers
    .filter(({ text }) => names.some((name) => text.toLowerCase().includes(name)))
    .map(({ url }) => url);
}

/**
 * Every GET route of the app a member may call, with its parameters filled in for what `other` owns, and every
 * post of the conversation with its replies.
 */
function memberGetUrls(other: Actor, otherPostId: string, postIds: string[]): string[] {
  const urls = app.routes
    .filter((r) => r.method === 'GET' && !r.url.startsWith('/api/admin/') && r.access !== 'admin')
    .map(({ url }) =>
      url.replace(/:(\w+)/g, (_, param: string) => {
        const values: Record<string, string> = {
          username: other.username,
          id: url.startsWith('/api/community/') ? otherPostId : randomUUID(),
          toolKey: 'gratitude-log',
          skillId: 'breathing',
          featureId: 'gratitude-log',
          place: `reply:${otherPostId}`,
        };
        const value = values[param];
        if (value === undefined) throw new Error(`give :${param} of GET ${url} a value in this test`);
        return encodeURIComponent(value);
      }),
    );
  return [
    ...urls,
    '/api/community/posts?filter=popular',
    '/api/community/posts?filter=questions',
    `/api/community/posts?q=${encodeURIComponent(other.lastName)}`,
    ...postIds.flatMap((id) => [
      `/api/community/posts/${id}`,
      `/api/community/posts/${id}/replies?limit=100`,
    ]),
  ];
}

describe("no community or profile answer carries another member's legal name", () => {
  it('neither in what they write to each other nor in any GET answer of the app', async () => {
    const zeb = await actor('Zebulon', 'Quixotic');
    const ysolde = await actor('Ysolde', 'Marchbanks');
    const channelId = (await kit.channel('general-discussion')).id;
    const create = async (author: Actor, body: Record<string, unknown>) => {
      const response = await send(author, 'POST', '/api/community/posts', { channelId, ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Post;
    };

    const question = await create(zeb, { postType: 'question', content: 'How do you start a calm morning?' });
    const poll = await create(zeb, {
      postType: 'poll',
      content: 'Which practice helps most?',
      pollOptions: ['Breathing', 'Journaling'],
    });
    const discussion = await create(zeb, { postType: 'discussion', content: 'Small wins this week' });
    const reported = await create(zeb, { postType: 'discussion', content: 'Buy my course' });
    const theirs = await create(ysolde, { postType: 'discussion', content: 'A walk before work helps me' });

    const reply = await send(ysolde, 'POST', `/api/community/posts/${question.id}/replies`, {
      content: 'A glass of water and three slow breaths.',
    });
    expect(reply.statusCode).toBe(201);
    expect((await send(ysolde, 'POST', `/api/community/posts/${discussion.id}/like`)).statusCode).toBe(200);
    const option = poll.poll!.options[0]!.id;
    expect((await send(ysolde, 'POST', `/api/community/poll-options/${option}/vote`)).statusCode).toBe(201);
    const report = await send(ysolde, 'POST', '/api/community/reports', {
      contentType: 'post',
      postId: reported.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(201);
    const answer = await send(zeb, 'POST', `/api/community/posts/${question.id}/answer`, {
      replyId: reply.json().id,
    });
    expect(answer.statusCode).toBe(200);
    expect((await send(zeb, 'POST', `/api/community/posts/${theirs.id}/like`)).statusCode).toBe(200);
    expect(
      (await send(zeb, 'POST', `/api/community/posts/${theirs.id}/replies`, { content: 'Same here!' }))
        .statusCode,
    ).toBe(201);
    expect((await send(zeb, 'POST', `/api/community/poll-options/${option}/vote`)).statusCode).toBe(201);

    // Each now has notifications caused by the other (a reply, a like, an accepted answer).
    const notifications = await send(ysolde, 'GET', '/api/notifications');
    expect(notifications.json().items.length).toBeGreaterThan(0);
    expect((await send(zeb, 'GET', '/api/notifications')).json().items.length).toBeGreaterThan(0);

    const postIds = [question.id, poll.id, discussion.id, reported.id, theirs.id];
    for (const [reader, other, otherPost] of [
      [zeb, ysolde, theirs.id],
      [ysolde, zeb, question.id],
    ] as const) {
      for (const url of memberGetUrls(other, otherPost, postIds)) await send(reader, 'GET', url);
    }

    // The routes were really read: the forum's answers about the other member are among them.
    const read = zeb.answers.map((a) => a.url);
    expect(read).toContain(`GET /api/community/users/${ysolde.username}`);
    expect(read).toContain(`GET /api/community/users/${ysolde.username}/posts`);
    expect(read).toContain('GET /api/community/posts');
    // The search would find a legal name: each member's own profile carries theirs.
    expect(answersNaming(zeb, zeb)).toContain('GET /api/profile');

    expect(answersNaming(zeb, ysolde)).toEqual([]);
    expect(answersNaming(ysolde, zeb)).toEqual([]);
  });
});
