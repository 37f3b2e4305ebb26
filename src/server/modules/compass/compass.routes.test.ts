import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Compass } from '@shared/compass/compass.schemas';
import {
  TEST_ORIGIN,
  buildTestApp,
  queryRows,
  setTierThroughAdmin,
  signUpMember,
  type TestApp,
} from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

const post = (cookie: string, url: string, payload: object) =>
  app.server.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie } });

async function premiumMember() {
  const member = await signUpMember(app);
  await setTierThroughAdmin(app, member.userId, 'premium');
  return member;
}

async function sortValues(cookie: string, topFive: string[]) {
  const response = await post(cookie, '/api/tools/values-clarification/entries', {
    data: { very: topFive, somewhat: [], not: [], topFive, ratings: {} },
  });
  expect(response.statusCode).toBe(201);
}

async function compass(cookie: string, query = ''): Promise<Compass> {
  const response = await app.server.inject({
    method: 'GET',
    url: `/api/me/compass${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Compass;
}

// A past week, Monday 2 to Sunday 8 November 2026: every day of it is due.
const WEEK = ['02', '03', '04', '05', '06', '07', '08'].map((d) => `2026-11-${d}`);

/** Writes an entry through the API, then dates it as if written at `at`. */
async function writeAt(cookie: string, userId: string, toolKey: string, data: object, at: string) {
  const response = await post(cookie, `/api/tools/${toolKey}/entries`, { data });
  expect(response.statusCode).toBe(201);
  const { id } = response.json() as { id: string };
  await queryRows(
    app,
    sql`update tool_entries set created_at = ${at}::timestamptz where id = ${id} and user_id = ${userId}`,
  );
}

describe('GET /api/me/compass', () => {
  it('asks for a session, and says nothing before a card sort', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/me/compass' })).statusCode).toBe(401);
    const member = await signUpMember(app);
    expect(await compass(member.cookie)).toMatchObject({ topValues: [], rows: [] });
    const values = await app.server.inject({
      method: 'GET',
      url: '/api/me/values',
      headers: { cookie: member.cookie },
    });
    expect(values.json()).toEqual({ topValues: [] });
  });

  it('sets each value’s importance beside the share of its tagged actions done, the largest gap first', async () => {
    const member = await premiumMember();
    await sortValues(member.cookie, ['Health', 'Family', 'Growth', 'Nature']);
    const walk = await post(member.cookie, '/api/tools/habit-tracker/entries', {
      data: {
        name: 'Walk',
        schedule: { type: 'daily' },
        completions: WEEK.slice(0, 5),
        archived: false,
        values: ['Health'],
      },
    });
    expect(walk.statusCode).toBe(201);
    for (const [i, checkedIn] of [true, false, false, false].entries()) {
      const day = WEEK[i] ?? '';
      await writeAt(
        member.cookie,
        member.userId,
        'intention-setting-tool',
        {
          date: day,
          intention: 'Call home',
          focusArea: 'Family',
          values: ['Family'],
          ...(checkedIn ? { checkIn: { rating: 4, checkedInAt: `${day}T20:00:00Z` } } : {}),
        },
        `${day}T08:00:00Z`,
      );
    }
    for (const day of WEEK.slice(0, 3)) {
      await writeAt(
        member.cookie,
        member.userId,
        'pomodoro-timer',
        { task: 'Read', duration: 25, completedAt: `${day}T10:00:00Z`, values: ['Growth'] },
        `${day}T10:00:00Z`,
      );
    }
    const report = await compass(member.cookie, '?week=2026-11-05');
    expect(report).toMatchObject({ weekStart: '2026-11-02', weekEnd: '2026-11-08', minimumActions: 3 });
    expect(report.topValues).toEqual(['Health', 'Family', 'Growth', 'Nature']);
    expect(
      report.rows.map((r) => [r.value, r.rank, r.actions, r.done, r.lived && Number(r.lived.toFixed(3))]),
    ).toEqual([
      ['Family', 2, 4, 1, 0.25],
      ['Health', 1, 7, 5, 0.714],
      ['Growth', 3, 3, 3, 1],
      ['Nature', 4, 0, 0, null],
    ]);
    expect(report.rows.map((r) => r.gap && Number(r.gap.toFixed(3)))).toEqual([0.65, 0.286, -0.2, null]);
    expect(report.rows[1]?.step).toEqual({
      text: 'Tick “Walk” one more day this week.',
      href: '/tools/habit-tracker',
    });
    expect(report.rows[0]?.step?.href).toBe('/skill/active-listening');
    expect(report.rows[3]?.step?.href).toBe('/skill/mindful-walking');

    // Another member reads only their own.
    const other = await signUpMember(app);
    expect((await compass(other.cookie, '?week=2026-11-05')).rows).toEqual([]);
  });

  it('reads the latest sort, and refuses a week that is not a date', async () => {
    const member = await signUpMember(app);
    await sortValues(member.cookie, ['Health']);
    await sortValues(member.cookie, ['Kindness', 'Courage']);
    const values = await app.server.inject({
      method: 'GET',
      url: '/api/me/values',
      headers: { cookie: member.cookie },
    });
    expect(values.json()).toEqual({ topValues: ['Kindness', 'Courage'] });
    const bad = await app.server.inject({
      method: 'GET',
      url: '/api/me/compass?week=last-week',
      headers: { cookie: member.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses more than five values on an action, and keeps the tags an entry was saved with', async () => {
    const member = await signUpMember(app);
    const tooMany = await post(member.cookie, '/api/tools/intention-setting-tool/entries', {
      data: { date: '2026-11-02', intention: 'x', focusArea: 'y', values: ['A', 'B', 'C', 'D', 'E', 'F'] },
    });
    expect(tooMany.statusCode).toBe(400);
    const saved = await post(member.cookie, '/api/tools/intention-setting-tool/entries', {
      data: { date: '2026-11-02', intention: 'x', focusArea: 'y', values: ['Kindness'] },
    });
    expect((saved.json() as { data: { values: string[] } }).data.values).toEqual(['Kindness']);
  });
});
