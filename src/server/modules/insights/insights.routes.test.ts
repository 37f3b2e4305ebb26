import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InsightsReport } from '@shared/insights/insights.schemas';
import { buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function insights(cookie: string): Promise<InsightsReport> {
  const response = await app.server.inject({ method: 'GET', url: '/api/me/insights', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as InsightsReport;
}

/**
 * `days` days of history ending yesterday (noon UTC, so each is its own member day): a journal entry each day,
 * mood 4 on the days with a gratitude entry (every other day) and 2 on the others.
 */
async function writeGratefulMonth(userId: string, days: number) {
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${userId}, 'self-awareness-journal',
               jsonb_build_object('mode', 'free', 'text', 'x', 'mood', case when g % 2 = 0 then 4 else 2 end, 'emotions', '[]'::jsonb),
               date_trunc('day', now()) - make_interval(days => g) + interval '12 hours'
          from generate_series(1, ${days}) g`,
  );
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${userId}, 'gratitude-log', '{"items": ["tea"]}'::jsonb,
               date_trunc('day', now()) - make_interval(days => g) + interval '13 hours'
          from generate_series(2, ${days}, 2) g`,
  );
}

describe('GET /api/me/insights', () => {
  it('asks for a session', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/me/insights' })).statusCode).toBe(401);
  });

  it('says nothing below the minimum of days', async () => {
    const member = await signUpMember(app);
    await writeGratefulMonth(member.userId, 13);
    expect(await insights(member.cookie)).toMatchObject({ moodDays: 13, minimumDays: 14, items: [] });
  });

  it("shows a member's own pattern, with its size, its days and that it is not a cause", async () => {
    const member = await signUpMember(app);
    await writeGratefulMonth(member.userId, 30);
    const report = await insights(member.cookie);
    expect(report).toMatchObject({ moodDays: 30, windowDays: 90 });
    expect(report.items).toEqual([
      {
        id: 'mood-gratitude',
        kind: 'mood-with',
        title: 'Mood and gratitude',
        body: 'On days you wrote in your gratitude log, your journal mood averaged 4.0 of 5, against 2.0 on the other days.',
        size: '2.0 higher on a 1–5 scale',
        basis: '30 days with a mood, 15 of them with a gratitude entry',
        caveat: 'This shows a pattern, not a cause.',
      },
    ]);
    // Another member sees only their own (none).
    const other = await signUpMember(app);
    expect((await insights(other.cookie)).items).toEqual([]);
  });

  it('computes once a member day, serves the stored report after, and computes again the next day', async () => {
    const member = await signUpMember(app);
    await writeGratefulMonth(member.userId, 20);
    const first = await insights(member.cookie);
    expect(first.items).toHaveLength(1);
    const computedAt = async () =>
      (
        await queryRows<{ at: string }>(
          app,
          sql`select computed_at::text as at from member_insights where user_id = ${member.userId}`,
        )
      )[0]?.at;
    const firstComputedAt = await computedAt();

    // More days today change nothing until tomorrow, and a stored read costs no computation.
    await writeGratefulMonth(member.userId, 0);
    await queryRows(
      app,
      sql`insert into tool_entries (user_id, tool_key, data, created_at)
          select ${member.userId}, 'mindful-breathing', '{"pattern": "box", "durationSeconds": 60, "completedAt": "2026-01-01T00:00:00Z"}'::jsonb,
                 date_trunc('day', now()) - make_interval(days => g) + interval '14 hours'
            from generate_series(2, 20, 2) g`,
    );
    app.queries.reset();
    expect(await insights(member.cookie)).toEqual(first);
    expect(app.queries.statements.some((s) => s.includes('member_days'))).toBe(false);
    expect(await computedAt()).toBe(firstComputedAt);

    // As if the report were yesterday's: the next read computes again, with the breathing days.
    await queryRows(
      app,
      sql`update member_insights set computed_on = computed_on - 1 where user_id = ${member.userId}`,
    );
    const next = await insights(member.cookie);
    expect(next.items.map((item) => item.id).sort()).toEqual(['mood-breathing', 'mood-gratitude']);
    expect(await computedAt()).not.toBe(firstComputedAt);
  });

  it('two first reads at once compute once', async () => {
    const member = await signUpMember(app);
    await writeGratefulMonth(member.userId, 20);
    app.queries.reset();
    const [a, b] = await Promise.all([insights(member.cookie), insights(member.cookie)]);
    expect(a).toEqual(b);
    const computations = app.queries.statements.filter((s) => s.includes('from member_days d'));
    expect(computations).toHaveLength(1);
  });

  it('names the thinking trap that stands out and the DBT skill that helped', async () => {
    const member = await signUpMember(app);
    await queryRows(
      app,
      sql`insert into tool_entries (user_id, tool_key, data, created_at)
          select ${member.userId}, 'thought-record-builder',
                 jsonb_build_object('situation', 's', 'automaticThoughts', '[]'::jsonb, 'emotions', '[]'::jsonb,
                   'distortions', case when g <= 8 then '["fortune-telling"]'::jsonb else '["blame"]'::jsonb end),
                 now() - make_interval(days => g * 7)
            from generate_series(1, 10) g`,
    );
    await queryRows(
      app,
      sql`insert into tool_entries (user_id, tool_key, data, created_at)
          select ${member.userId}, 'emotional-regulation-tool',
                 jsonb_build_object('emotion', 'Anger', 'emotionGroup', 'Anger', 'skill', 'tipp', 'stepsCompleted', 4,
                   'intensityBefore', 8, 'intensityAfter', 4),
                 now() - make_interval(days => g)
            from generate_series(1, 6) g`,
    );
    const report = await insights(member.cookie);
    expect(report.items.map((item) => [item.id, item.body])).toEqual([
      [
        'thinking-trap',
        expect.stringMatching(/^You named “Fortune telling” in 8 of your 10 thought records/),
      ],
      ['helped:tipp', 'When you used TIPP, the feeling went from 8.0 to 4.0 of 10 on average.'],
    ]);
  });
});
