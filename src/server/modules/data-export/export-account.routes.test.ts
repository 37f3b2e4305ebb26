import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  chooseForumName,
  cookieFrom,
  queryRows,
  signUpMember,
  type TestApp,
} from '../../test/test-app';
import { communityKit, type Member } from '../community/community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(async () => app.close());

/** A member of the growth tier (the forum's) with a first name of our choosing, to find in the files. */
async function namedMember(firstName: string): Promise<Member> {
  const created = await chooseForumName(
    app,
    await signUpMember(app, { firstName, lastName: `${firstName}son` }),
  );
  const tier = await kit.call('PATCH', `/api/admin/users/${created.userId}`, (await kit.admin()).cookie, {
    subscriptionTier: 'growth',
  });
  if (tier.statusCode !== 200) throw new Error(`set tier failed: ${tier.body}`);
  return created;
}

async function exportOf(member: Member) {
  const response = await app.server.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new Error(`no ${name} in the export`);
    return strFromU8(bytes);
  };
  const everything = Object.values(files)
    .map((bytes) => strFromU8(bytes))
    .join('\n');
  return { files, text, json: (name: string) => JSON.parse(text(name)) as unknown, everything };
}

const sendContact = (cookie: string | undefined, payload: object) =>
  app.server.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('GET /api/me/export: reports, contact messages, sessions and notifications', () => {
  it("holds the member's own reports, messages, sessions and notifications, and nothing of another member", async () => {
    const member = await namedMember('Marisol');
    const other = await namedMember('Octavian');

    // A second session of the member, from a browser we can recognise.
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: member.email, password: member.password },
      headers: { origin: TEST_ORIGIN, 'user-agent': 'ExportTestBrowser/1.0' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(cookieFrom(signIn.headers)).toContain('session_token');

    const othersQuestion = await kit.post(other, {
      postType: 'question',
      content: 'Octavian asks a question',
    });
    const othersPoll = await kit.post(other, {
      postType: 'poll',
      content: 'Octavian polls the forum',
      pollOptions: ['Dawn run', 'Noon nap', 'Dusk read'],
    });
    const ownPost = await kit.post(member, { content: 'Marisol shares a thought' });
    const ownReply = await kit.reply(member, othersQuestion.id, 'Marisol answers kindly');

    // The member reports the other's question; the other reports the member's post (not the member's report).
    const report = await kit.call('POST', '/api/community/reports', member.cookie, {
      contentType: 'post',
      postId: othersQuestion.id,
      reason: 'off_topic',
      note: 'Marisol thinks this belongs elsewhere',
    });
    expect(report.statusCode).toBe(201);
    const othersReport = await kit.call('POST', '/api/community/reports', other.cookie, {
      contentType: 'post',
      postId: ownPost.id,
      reason: 'spam',
      note: 'Octavian reports a note',
    });
    expect(othersReport.statusCode).toBe(201);

    const chosen = othersPoll.poll!.options[1]!;
    expect(
      (await kit.call('POST', `/api/community/poll-options/${chosen.id}/vote`, member.cookie)).statusCode,
    ).toBe(201);

    // Three notifications for the member: a reply (the other's words), a like and an answer (the member's own).
    await kit.reply(other, ownPost.id, 'Octavian replies with his own words');
    expect((await kit.call('POST', `/api/community/posts/${ownPost.id}/like`, other.cookie)).statusCode).toBe(
      200,
    );
    const marked = await kit.call('POST', `/api/community/posts/${othersQuestion.id}/answer`, other.cookie, {
      replyId: ownReply.id,
    });
    expect(marked.statusCode).toBeLessThan(300);

    expect(
      (
        await sendContact(member.cookie, {
          name: 'Marisol',
          email: member.email,
          subject: 'privacy',
          message: 'Marisol asks what you keep, "exactly".',
        })
      ).statusCode,
    ).toBe(201);
    // The other member writes to the team; a visitor writes giving the member's address without signing in.
    expect(
      (
        await sendContact(other.cookie, {
          name: 'Octavian',
          email: other.email,
          subject: 'general',
          message: 'Octavian writes to the team',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await sendContact(undefined, {
          name: 'A stranger',
          email: member.email,
          subject: 'general',
          message: 'A stranger uses the address',
        })
      ).statusCode,
    ).toBe(201);

    const { json, text, everything } = await exportOf(member);

    expect(json('forum/reports.json')).toEqual([
      {
        id: report.json().id,
        contentType: 'post',
        postId: othersQuestion.id,
        replyId: null,
        reason: 'off_topic',
        note: 'Marisol thinks this belongs elsewhere',
        status: 'pending',
        createdAt: expect.any(String),
        resolvedAt: null,
      },
    ]);
    expect(text('forum/reports.csv').split('\r\n')).toEqual([
      'id,content_type,post_id,reply_id,reason,note,status,created_at,resolved_at',
      expect.stringMatching(
        new RegExp(
          `^${report.json().id},post,${othersQuestion.id},,off_topic,Marisol thinks this belongs elsewhere,pending,\\d{4}-.*,$`,
        ),
      ),
      '',
    ]);

    expect(json('contact-messages.json')).toEqual([
      {
        id: expect.any(String),
        name: 'Marisol',
        email: member.email,
        subject: 'privacy',
        message: 'Marisol asks what you keep, "exactly".',
        createdAt: expect.any(String),
      },
    ]);
    expect(text('contact-messages.md')).toContain('Marisol asks what you keep, "exactly".');

    const [tokenRow] = await queryRows<{ tokens: string[] }>(
      app,
      sql`select array_agg(token) as tokens from session where user_id = ${member.userId}`,
    );
    const sessions = json('sessions.json') as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'createdAt',
        'expiresAt',
        'ipAddress',
        'lastActiveAt',
        'userAgent',
      ]);
    }
    expect(sessions).toContainEqual(
      expect.objectContaining({ userAgent: 'ExportTestBrowser/1.0', ipAddress: '127.0.0.1' }),
    );
    expect(text('sessions.csv').split('\r\n')[0]).toBe(
      'created_at,last_active_at,expires_at,ip_address,user_agent',
    );
    expect(text('sessions.csv')).toContain('ExportTestBrowser/1.0');
    expect(tokenRow!.tokens).toHaveLength(2);
    for (const token of tokenRow!.tokens) expect(everything).not.toContain(token);

    const notifications = json('notifications.json') as Record<string, unknown>[];
    const byKind = Object.fromEntries(notifications.map((n) => [n.kind, n]));
    expect(Object.keys(byKind).sort()).toEqual(['answer', 'like', 'reply']);
    expect(byKind.like).toEqual({
      kind: 'like',
      postId: ownPost.id,
      count: 1,
      excerpt: 'Marisol shares a thought',
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(byKind.answer).toMatchObject({ postId: othersQuestion.id, excerpt: 'Marisol answers kindly' });
    // A reply notification quotes the other member's reply: the file names the post only.
    expect(byKind.reply).toMatchObject({ postId: ownPost.id, excerpt: null });
    expect(text('notifications.csv').split('\r\n')[0]).toBe('kind,post_id,count,excerpt,read_at,created_at');
    expect(text('notifications.csv')).toContain('Marisol shares a thought');

    // A voter's file names the option they chose, and nothing else of the other member's poll.
    expect(json('forum/poll-votes.json')).toEqual([
      { postId: othersPoll.id, optionId: chosen.id, option: 'Noon nap', votedAt: expect.any(String) },
    ]);

    for (const foreign of ['Octavian', other.email, other.userId, 'Dawn run', 'Dusk read', 'A stranger']) {
      expect(everything, foreign).not.toContain(foreign);
    }
    expect(text('README.md')).toMatch(/sessions/);
  });

  it("gives another member none of the member's reports, messages, sessions or notifications", async () => {
    const member = await namedMember('Perpetua');
    const bystander = await namedMember('Quentin');
    const post = await kit.post(bystander, { content: 'Quentin posts something' });
    const ownPost = await kit.post(member, { content: 'Perpetua posts something' });
    expect(
      (
        await kit.call('POST', '/api/community/reports', member.cookie, {
          contentType: 'post',
          postId: post.id,
          reason: 'other',
          note: 'Perpetua files a note',
        })
      ).statusCode,
    ).toBe(201);
    await kit.reply(bystander, ownPost.id, 'Quentin replies');
    expect(
      (
        await sendContact(member.cookie, {
          name: 'Perpetua',
          email: member.email,
          subject: 'account',
          message: 'Perpetua writes in',
        })
      ).statusCode,
    ).toBe(201);

    const { json, everything } = await exportOf(bystander);
    expect(json('forum/reports.json')).toEqual([]);
    expect(json('contact-messages.json')).toEqual([]);
    expect(json('notifications.json')).toEqual([]);
    expect(json('sessions.json')).toHaveLength(1);
    for (const foreign of ['Perpetua', member.email, member.userId]) {
      expect(everything, foreign).not.toContain(foreign);
    }
  });
});
