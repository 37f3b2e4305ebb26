import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ writeLimits: { perMinute: 5, draftsPerMinute: 8 } });
});
afterAll(async () => app.close());

const write = (cookie: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  app.server.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload });

describe('write limits', () => {
  it('count a member’s draft saves apart from their other writes, each with its own clear 429', async () => {
    const member = await signUpMember(app);
    const saveDraft = () =>
      write(member.cookie, 'PUT', '/api/community/drafts/new-topic', { data: { content: 'Still writing…' } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await saveDraft()).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const ninth = await saveDraft();
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json()).toMatchObject({ error: { code: 'rate_limited' } });

    // The drafts used none of the budget of the member's other writes.
    const others: number[] = [];
    for (let i = 0; i < 5; i += 1)
      others.push((await write(member.cookie, 'PUT', '/api/reminders/preferences', prefs)).statusCode);
    expect(others).toEqual([200, 200, 200, 200, 200]);
    expect((await write(member.cookie, 'PUT', '/api/reminders/preferences', prefs)).statusCode).toBe(429);
  });
});

const prefs = { quietStart: null, quietEnd: null, weeklySummaryEmail: false };
