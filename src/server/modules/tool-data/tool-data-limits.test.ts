import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { userSubscriptionStatus } from '../profiles/profiles.table';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true, writeLimits: { perMinute: 1000 } });
  member = await signUpMember(app);
  await app.database.db
    .update(userSubscriptionStatus)
    .set({ subscriptionTier: 'premium' })
    .where(eq(userSubscriptionStatus.userId, member.userId));
});
afterAll(async () => app.close());

const post = (toolKey: string, data: unknown) =>
  app.server.inject({
    method: 'POST',
    url: `/api/tools/${toolKey}/entries`,
    headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    payload: { data },
  });

const valuesSort = (ratings: Record<string, number>) => ({
  very: ['Honesty'],
  somewhat: [],
  not: [],
  topFive: ['Honesty'],
  ratings,
});

describe('size limits on stored data', () => {
  it('accepts values-clarification ratings only for the offered values, at most five', async () => {
    expect((await post('values-clarification', valuesSort({ Honesty: 8 }))).statusCode).toBe(201);
    const unknown = await post('values-clarification', valuesSort({ ['x'.repeat(100_000)]: 8 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('validation_failed');
    const many = await post(
      'values-clarification',
      valuesSort({ Honesty: 1, Family: 2, Health: 3, Love: 4, Peace: 5, Wisdom: 6 }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({ 'data.ratings': 'Rate at most five values.' });
  });

  it('refuses an entry whose JSON is over 64 KB even when each field is within its cap', async () => {
    const entry = { mode: 'free', text: '\u0001'.repeat(20_000), mood: 3, emotions: [] };
    const response = await post('self-awareness-journal', entry);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'entry_too_large' });
    expect(response.json().error.message).toMatch(/at most 64 KB/);
    const rows = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from tool_entries where tool_key = 'self-awareness-journal'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers a year-0000 date, in the list filter and in an entry, with 400', async () => {
    for (const query of ['from=0000-01-01T00:00:00Z', 'to=0000-12-31T23:59:59Z']) {
      const list = await app.server.inject({
        method: 'GET',
        url: `/api/tools/gratitude-log/entries?${query}`,
        headers: { cookie: member.cookie },
      });
      expect(list.statusCode).toBe(400);
      expect(list.json().error.code).toBe('validation_failed');
    }
    const entry = await post('intention-setting-tool', {
      date: '0000-01-01',
      intention: 'Be kind',
      focusArea: 'Work',
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().error.fields['data.date']).toMatch(/between the years 1900 and 2100/);
  });
});

describe('writes per member per minute', () => {
  it('answers the 61st write in a minute with 429 rate_limited, for that member only', async () => {
    const limited = await buildTestApp({ seedContent: true });
    try {
      const writer = await signUpMember(limited);
      const other = await signUpMember(limited);
      const write = (cookie: string) =>
        limited.server.inject({
          method: 'POST',
          url: '/api/tools/gratitude-log/entries',
          headers: { origin: TEST_ORIGIN, cookie },
          payload: { data: { items: ['tea'] } },
        });
      for (let i = 0; i < 60; i += 1) expect((await write(writer.cookie)).statusCode).toBe(201);
      const refused = await write(writer.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(refused.json().error.message).toMatch(/Please wait \d+ seconds? and try again\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const profile = await limited.server.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { origin: TEST_ORIGIN, cookie: writer.cookie },
        payload: { firstName: 'Still' },
      });
      expect(profile.statusCode).toBe(429);
      expect((await write(other.cookie)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
