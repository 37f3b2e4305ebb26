import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysToKey, memberDay, mondayOf, weekdayOf } from '@shared/progress/member-day';
import type { ReviewStatus, WeeklyReview } from '@shared/weekly-review/weekly-review.schemas';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });

// Members start in UTC with the day ending at 04:00.
const today = () => memberDay(new Date(), 'UTC', 4);

/** A member whose review day is today, so this week's review is open. */
async function memberWithReviewToday() {
  const member = await signUpMember(app);
  expect(
    (await call('PUT', '/api/me/weekly-review/day', member.cookie, { weekday: weekdayOf(today()) }))
      .statusCode,
  ).toBe(200);
  return member;
}

const status = async (cookie: string) =>
  (await call('GET', '/api/me/weekly-review/status', cookie)).json() as ReviewStatus;

describe('weekly review', () => {
  it('asks for a session', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/me/weekly-review/status' })).statusCode).toBe(
      401,
    );
  });

  it('opens on the chosen day with the week’s wins, and saves the intention for next Monday once', async () => {
    const member = await memberWithReviewToday();
    expect(await status(member.cookie)).toEqual({
      weekStart: mondayOf(today()),
      weekday: weekdayOf(today()),
      state: 'due',
    });
    await call('POST', '/api/tools/self-awareness-journal/entries', member.cookie, {
      data: { mode: 'free', text: 'A good talk', mood: 4, emotions: [] },
    });
    const review = (await call('GET', '/api/me/weekly-review', member.cookie)).json() as WeeklyReview;
    expect(review).toMatchObject({
      state: 'due',
      weekStart: mondayOf(today()),
      weekEnd: addDaysToKey(mondayOf(today()), 6),
      nextWeekStart: addDaysToKey(mondayOf(today()), 7),
      wins: ['You wrote 1 journal entry.'],
      compass: [],
      insight: null,
    });

    const done = await call('POST', '/api/me/weekly-review', member.cookie, {
      weekStart: review.weekStart,
      intention: 'Walk after lunch',
      focusArea: 'Health',
      values: ['Health'],
    });
    expect(done.statusCode).toBe(201);
    expect((done.json() as { intention: { data: object } }).intention.data).toEqual({
      date: review.nextWeekStart,
      intention: 'Walk after lunch',
      focusArea: 'Health',
      values: ['Health'],
    });
    expect((await status(member.cookie)).state).toBe('done');

    const again = await call('POST', '/api/me/weekly-review', member.cookie, {
      weekStart: review.weekStart,
      intention: 'Twice',
      focusArea: 'Health',
    });
    expect(again.statusCode).toBe(409);
    const intentions = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from tool_entries where user_id = ${member.userId} and tool_key = 'intention-setting-tool'`,
    );
    expect(intentions[0]?.n).toBe(1);
  });

  it('can be skipped for the week, never for another week, and never twice', async () => {
    const member = await memberWithReviewToday();
    const weekStart = mondayOf(today());
    const lastWeek = await call('POST', '/api/me/weekly-review/skip', member.cookie, {
      weekStart: addDaysToKey(weekStart, -7),
    });
    expect(lastWeek.statusCode).toBe(409);
    expect((await call('POST', '/api/me/weekly-review/skip', member.cookie, { weekStart })).statusCode).toBe(
      200,
    );
    expect((await status(member.cookie)).state).toBe('skipped');
    expect((await call('POST', '/api/me/weekly-review/skip', member.cookie, { weekStart })).statusCode).toBe(
      409,
    );
  });

  it('refuses a day that is not a weekday and an intention without words', async () => {
    const member = await memberWithReviewToday();
    expect((await call('PUT', '/api/me/weekly-review/day', member.cookie, { weekday: 7 })).statusCode).toBe(
      400,
    );
    const empty = await call('POST', '/api/me/weekly-review', member.cookie, {
      weekStart: mondayOf(today()),
      intention: ' ',
      focusArea: 'Health',
    });
    expect(empty.statusCode).toBe(400);
    expect((await status(member.cookie)).state).toBe('due');
  });

  it('is in the data export with the member’s mastery, and gone with the account', async () => {
    const member = await memberWithReviewToday();
    await call('POST', '/api/tools/mindful-breathing/entries', member.cookie, {
      data: { pattern: 'box', durationSeconds: 60, completedAt: new Date().toISOString() },
    });
    await call('POST', '/api/me/weekly-review', member.cookie, {
      weekStart: mondayOf(today()),
      intention: 'Breathe before meetings',
      focusArea: 'Calm',
    });
    const exported = await call('GET', '/api/me/export', member.cookie);
    const growth = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['growth.json']!)) as {
      mastery: { skillId: string; progress: number }[];
      reviews: { weekStart: string; outcome: string }[];
      reviewWeekday: number;
    };
    expect(growth.reviews).toEqual([
      expect.objectContaining({ weekStart: mondayOf(today()), outcome: 'done' }),
    ]);
    expect(growth.reviewWeekday).toBe(weekdayOf(today()));
    expect(growth.mastery).toContainEqual(expect.objectContaining({ skillId: 'body-scan', progress: 1 }));

    const deleted = await call('DELETE', '/api/me', member.cookie, { password: 'correct horse battery' });
    expect(deleted.statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      app,
      sql`select (select count(*) from weekly_reviews where user_id = ${member.userId})
               + (select count(*) from weekly_review_settings where user_id = ${member.userId})
               + (select count(*) from member_insights where user_id = ${member.userId})::int as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});
