import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpAdmin, signUpMember, TEST_ORIGIN, type TestApp } from '../../../test/test-app';
import { communityKit } from '../../community/community.test-kit';
import { sampleToolData } from '../../tool-data/tool-data.samples';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(() => app.close());

describe('GET /api/admin/dashboard', () => {
  it('counts members by tier, sign-ups and tool entries per day, active members, in one statement', async () => {
    const admin = await signUpAdmin(app);
    const member = await signUpMember(app);
    await signUpMember(app);
    await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { subscriptionTier: 'premium' },
    });
    for (let i = 0; i < 2; i += 1) {
      await app.server.inject({
        method: 'POST',
        url: '/api/tools/gratitude-log/entries',
        headers: { cookie: member.cookie, origin: TEST_ORIGIN },
        payload: { data: sampleToolData['gratitude-log'] },
      });
    }
    await app.server.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    app.queries.reset();
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    // One statement for every figure (PostgreSQL, without a shared session cache, also reads the session).
    expect(app.queries.count).toBe(app.database.kind === 'pglite' ? 1 : 2);
    const body = response.json();
    expect(body.membersTotal).toBe(3);
    expect(body.membersByTier).toEqual([
      { tier: 'free', count: 2 },
      { tier: 'premium', count: 1 },
    ]);
    expect(body.signupsPerDay).toHaveLength(30);
    expect(body.signupsPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 3 });
    expect(body.signupsPerDay[0].count).toBe(0);
    expect(body.toolEntriesPerDay.at(-1).count).toBe(2);
    expect(body.activeMembers7d).toBe(3);
    expect(body.activeMembers30d).toBe(3);
    expect(body).toMatchObject({ postsThisWeek: 0, repliesThisWeek: 0, openReports: 0 });
  });
});

describe('GET /api/admin/nav-counts', () => {
  it('counts the reported items still open, as the reports queue groups them; admins only', async () => {
    const kit = communityKit(app);
    const admin = await kit.admin();
    const counts = async (cookie = admin.cookie) =>
      app.server.inject({ method: 'GET', url: '/api/admin/nav-counts', headers: { cookie } });
    const start = (await counts()).json().openReports as number;

    const author = await kit.member();
    const reporters = [await kit.member(), await kit.member()];
    const first = await kit.post(author, { content: 'Buy my course today.' });
    const second = await kit.post(author, { content: 'Another advert.' });
    const reports: string[] = [];
    // Two reports on one post are one item of the queue.
    for (const [reporter, post] of [
      [reporters[0]!, first],
      [reporters[1]!, first],
      [reporters[0]!, second],
    ] as const) {
      const response = await kit.call('POST', '/api/community/reports', reporter.cookie, {
        contentType: 'post',
        postId: post.id,
        reason: 'spam',
      });
      expect(response.statusCode).toBe(201);
      reports.push(response.json().id);
    }
    expect((await counts()).json()).toEqual({ openReports: start + 2 });

    const reviewed = await kit.call('PATCH', `/api/admin/reports/${reports[0]}`, admin.cookie, {
      status: 'dismissed',
    });
    expect(reviewed.statusCode).toBe(200);
    expect((await counts()).json()).toEqual({ openReports: start + 1 });

    expect((await counts(author.cookie)).statusCode).toBe(403);
    expect((await app.server.inject({ method: 'GET', url: '/api/admin/nav-counts' })).statusCode).toBe(401);
  });
});
