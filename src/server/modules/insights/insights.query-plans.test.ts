import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scansOfRequest } from '../../test/query-plan';
import { insertEmptyHabits, insertOtherMembers } from '../progress/member-days.test-kit';
import { buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
const ENTRIES = 100_000;

beforeAll(async () => {
  app = await buildTestApp();
  member = await signUpMember(app);
  // A year of a very busy member: 100 k entries of five tools, every ~5 minutes.
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${member.userId},
               (array['self-awareness-journal', 'thought-record-builder', 'emotional-regulation-tool', 'gratitude-log', 'mindful-breathing'])[1 + g % 5],
               case g % 5
                 when 0 then jsonb_build_object('mode', 'free', 'text', 'x', 'mood', 1 + g % 5, 'emotions', '[]'::jsonb)
                 when 1 then jsonb_build_object('situation', 's', 'automaticThoughts', '[]'::jsonb, 'emotions', '[]'::jsonb,
                               'distortions', jsonb_build_array((array['blame', 'labelling', 'mind-reading'])[1 + g % 3]))
                 when 2 then jsonb_build_object('emotion', 'e', 'emotionGroup', 'g', 'skill', 'tipp', 'stepsCompleted', 1,
                               'intensityBefore', 7, 'intensityAfter', 5)
                 when 3 then '{"items": ["tea"]}'::jsonb
                 else '{"pattern": "box", "durationSeconds": 60, "completedAt": "2026-01-01T00:00:00Z"}'::jsonb
               end,
               now() - make_interval(secs => g * 315)
          from generate_series(1, ${ENTRIES}) g`,
  );
  await insertEmptyHabits(app.database.db, member.userId, 5);
  // Other members, so the member's rows are a small share of each table, as on a real install.
  const { sqlArray: otherIds } = await insertOtherMembers(app.database.db, 30);
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select o.id, 'self-awareness-journal', '{"mode": "free", "text": "x", "mood": 3, "emotions": []}'::jsonb,
               now() - make_interval(days => g)
          from unnest(${otherIds}) o(id), generate_series(0, 364) g`,
  );
  await queryRows(
    app,
    sql`insert into member_insights (user_id, computed_on, report) select o.id, current_date, '{}'::jsonb from unnest(${otherIds}) o(id)`,
  );
  await queryRows(app, sql`analyze`);
}, 180_000);
afterAll(async () => app.close());

const TABLES = ['tool_entries', 'member_days', 'member_insights'] as const;

describe(`insights with ${ENTRIES / 1000} k entries in a year`, () => {
  it('computes from the summaries and the window’s entries by index, never the whole history', async () => {
    const { statements, scans } = await scansOfRequest(
      app,
      {
        url: '/api/me/insights',
        cookie: member.cookie,
        // As on the next day: the stored report is old, so the measured read computes.
        beforeMeasured: async () =>
          void (await queryRows(
            app,
            sql`update member_insights set computed_on = computed_on - 1 where user_id = ${member.userId}`,
          )),
      },
      TABLES,
    );
    expect(statements).toBeLessThanOrEqual(12);
    expect(scans.some((s) => s.table === 'member_days' && s.index === 'member_days_user_id_day_pk')).toBe(
      true,
    );
    expect(
      scans.some((s) => s.table === 'tool_entries' && s.index === 'tool_entries_user_tool_created_idx'),
    ).toBe(true);
    // member_insights is a row a member, read on its key (30 rows here, which PostgreSQL rightly reads whole).
    for (const scan of scans.filter((s) => s.table !== 'member_insights')) {
      expect(scan.type, JSON.stringify(scan)).not.toBe('Seq Scan');
      // A tool's 90 days are about 5,000 of the 20,000 entries it has in the year; member_days a row a day.
      if (scan.table === 'tool_entries')
        expect(scan.rowsRead, JSON.stringify(scan)).toBeLessThanOrEqual(6_000);
      if (scan.table === 'member_days') expect(scan.rowsRead, JSON.stringify(scan)).toBeLessThanOrEqual(91);
    }
  });

  it('serves a computed day’s report in one read of the stored row', async () => {
    const { scans } = await scansOfRequest(app, { url: '/api/me/insights', cookie: member.cookie }, TABLES);
    expect(scans.map((s) => s.table)).toEqual(['member_insights']);
  });
});
