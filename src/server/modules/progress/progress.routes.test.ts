import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
const FEATURES = ['overview', 'skills-practised', 'tool-activity', 'streaks', 'focus-time', 'mood-trends'];

/** A year of data for the member: a journal entry, a focus session and a practised skill each day, and a habit. */
async function seedYear(userId: string) {
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${userId}, 'self-awareness-journal',
               jsonb_build_object('mode', 'free', 'text', 'day ' || g, 'mood', 1 + g % 5, 'emotions', jsonb_build_array('calm')),
               timestamptz '2025-11-24 12:00:00+00' + make_interval(days => g)
          from generate_series(0, 364) g`,
  );
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${userId}, 'pomodoro-timer',
               jsonb_build_object('task', 'Report', 'duration', 25,
                 'completedAt', to_char(timestamptz '2025-11-24 10:00:00+00' + make_interval(days => g), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
               timestamptz '2025-11-24 10:00:00+00' + make_interval(days => g)
          from generate_series(0, 364) g`,
  );
  await queryRows(
    app,
    sql`insert into skill_completions (user_id, skill_id, completed_at)
        select ${userId}, (select id from skills order by id limit 1), timestamptz '2025-11-24 09:00:00+00' + make_interval(days => g)
          from generate_series(0, 364) g`,
  );
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data) values (${userId}, 'habit-tracker',
        '{"name":"Walk","schedule":{"type":"daily"},"completions":["2026-11-20","2026-11-21","2026-11-22"],"archived":false}')`,
  );
}

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  member = await signUpMember(app);
  await seedYear(member.userId);
});
afterAll(async () => app.close());

const get = (url: string, cookie = member.cookie) =>
  app.server.inject({ method: 'GET', url, headers: { cookie } });
const range = 'from=2025-11-24&to=2026-11-23';

describe('GET /api/progress/:featureId', () => {
  it.each(FEATURES)('%s answers a year of data with a bounded number of queries', async (featureId) => {
    await get('/api/content'); // the session and the content bundle are cached from here on
    app.queries.reset();
    const response = await get(`/api/progress/${featureId}?${range}`);
    expect(response.statusCode).toBe(200);
    expect(app.queries.count).toBeLessThanOrEqual(4);
    const report = response.json();
    expect(report.charts.length).toBeGreaterThan(0);
    for (const chart of report.charts) expect(chart.summary.length).toBeGreaterThan(10);
  });

  it('writes the days of its summaries in the language the browser asks for', async () => {
    const summary = async (language?: string) => {
      const response = await app.server.inject({
        method: 'GET',
        url: `/api/progress/overview?${range}`,
        headers: { cookie: member.cookie, ...(language ? { 'accept-language': language } : {}) },
      });
      return response.json().charts[0].summary as string;
    };
    expect(await summary('en-GB,en;q=0.9')).toMatch(/^From 24 Nov 2025 to 23 Nov 2026: /);
    expect(await summary('en-US,en;q=0.9')).toMatch(/^From Nov 24, 2025 to Nov 23, 2026: /);
    expect(await summary()).toMatch(/^From 24 Nov 2025 to 23 Nov 2026: /);
    const focus = await app.server.inject({
      method: 'GET',
      url: `/api/progress/focus-time?${range}`,
      headers: { cookie: member.cookie, 'accept-language': 'en-US' },
    });
    expect(focus.json().charts[0].summary).toContain('from Nov 24, 2025 to Nov 23, 2026, on 365 days');
  });

  it('aggregates in SQL: one row per day, focus minutes summed, mood averaged', async () => {
    const focus = (await get(`/api/progress/focus-time?${range}`)).json();
    const perDay = focus.charts.find((c: { id: string }) => c.id === 'focus-per-day');
    expect(perDay.rows).toHaveLength(365);
    expect(perDay.rows[0]).toEqual({ day: '2025-11-24', minutes: 25 });
    expect(focus.charts.find((c: { id: string }) => c.id === 'focus-per-task').rows).toEqual([
      { task: 'Report', minutes: 25 * 365 },
    ]);
    const mood = (await get(`/api/progress/mood-trends?from=2025-11-24&to=2025-11-26`)).json();
    expect(mood.charts[0].rows.map((r: { mood: number }) => r.mood)).toEqual([1, 2, 3]);
  });

  it("counts an entry before the member's end of day for the day before, in their time zone", async () => {
    const night = await signUpMember(app);
    await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { timeZone: 'Europe/Berlin', endOfDayHour: 4 },
      headers: { origin: TEST_ORIGIN, cookie: night.cookie },
    });
    // 01:30 in Berlin on 10 June (23:30 UTC on 9 June) and 05:00 on 10 June.
    await queryRows(
      app,
      sql`insert into tool_entries (user_id, tool_key, data, created_at) values
          (${night.userId}, 'gratitude-log', '{"items":["a"]}', '2026-06-09 23:30:00+00'),
          (${night.userId}, 'gratitude-log', '{"items":["b"]}', '2026-06-10 03:00:00+00')`,
    );
    const report = (await get('/api/progress/overview?from=2026-06-09&to=2026-06-10', night.cookie)).json();
    expect(report.charts[0].rows).toEqual([
      { day: '2026-06-09', entries: 1, practice: 0 },
      { day: '2026-06-10', entries: 1, practice: 0 },
    ]);
  });

  it('gives habit strength and the kind streak', async () => {
    const report = (await get('/api/progress/streaks?from=2026-11-01&to=2026-11-23')).json();
    const streak = report.charts.find((c: { id: string }) => c.id === 'kind-streak');
    expect(streak.rows[0]).toEqual({ measure: 'Days in a row', value: 365 });
    const strength = report.charts.find((c: { id: string }) => c.id === 'habit-strength');
    const last = strength.rows.at(-1);
    const habitKey = strength.series[0].key;
    expect(last[habitKey]).toBeGreaterThan(0);
    expect(strength.summary).toContain('Walk');
    // Due from its first tick (20 November), not from the start of the range: 3 of the 4 days to the 23rd.
    const completion = report.charts.find((c: { id: string }) => c.id === 'habit-completion');
    expect(completion.rows).toEqual([{ habit: 'Walk', done: 3, due: 4, rate: 75 }]);
    expect(completion.summary).toBe('Walk: 3 of 4 due days.');
  });

  it('downloads one chart’s numbers as a CSV file of its own, header row first', async () => {
    const first = await get(`/api/progress/focus-time?from=2026-11-22&to=2026-11-23&format=csv`);
    expect(first.headers['content-type']).toContain('text/csv');
    expect(first.headers['content-disposition']).toContain(
      'progress-focus-time-focus-per-day-2026-11-22-2026-11-23.csv',
    );
    expect(first.body.split('\r\n').filter(Boolean)).toEqual([
      'day,Minutes',
      '2026-11-22,25',
      '2026-11-23,25',
    ]);
    const report = (await get(`/api/progress/focus-time?from=2026-11-22&to=2026-11-23`)).json();
    const second = report.charts[1];
    const named = await get(
      `/api/progress/focus-time?from=2026-11-22&to=2026-11-23&format=csv&chart=${second.id}`,
    );
    expect(named.body.split('\r\n')[0]).toBe(
      [second.x, ...second.series.map((s: { label: string }) => s.label)].join(','),
    );
    const unknown = await get(`/api/progress/focus-time?from=2026-11-22&to=2026-11-23&format=csv&chart=nope`);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for a hidden or unknown section and 400 for a bad range', async () => {
    await queryRows(app, sql`update progress_features set is_visible = false where id = 'mood-trends'`);
    await app.content.invalidate();
    expect((await get(`/api/progress/mood-trends?${range}`)).statusCode).toBe(404);
    expect((await get(`/api/progress/nonsense?${range}`)).statusCode).toBe(404);
    expect((await get('/api/progress/overview?from=2026-11-23&to=2026-11-01')).statusCode).toBe(400);
    expect((await get('/api/progress/overview?from=2024-01-01&to=2026-11-01')).statusCode).toBe(400);
    expect(
      (await app.server.inject({ method: 'GET', url: `/api/progress/overview?${range}` })).statusCode,
    ).toBe(401);
  });

  it("answers the average mood of today's journal entries, the member's own only", async () => {
    const writer = await signUpMember(app);
    const today = async (cookie: string) =>
      app.server.inject({ method: 'GET', url: '/api/me/mood-today', headers: { cookie } });
    expect((await today(writer.cookie)).json()).toMatchObject({ mood: null });
    for (const mood of [1, 2]) {
      const saved = await app.server.inject({
        method: 'POST',
        url: '/api/tools/self-awareness-journal/entries',
        headers: { cookie: writer.cookie, origin: TEST_ORIGIN },
        payload: { data: { mode: 'free', text: 'A hard day.', mood, emotions: [] } },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const answer = (await today(writer.cookie)).json();
    expect(answer.mood).toBe(1.5);
    expect(answer.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another member's day is theirs: a year of moods that ended before today.
    expect((await today(member.cookie)).json().mood).toBeNull();
    expect((await app.server.inject({ method: 'GET', url: '/api/me/mood-today' })).statusCode).toBe(401);
  });
});
