import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpAdmin, signUpMember, TEST_ORIGIN, type TestApp } from '../../../test/test-app';
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
