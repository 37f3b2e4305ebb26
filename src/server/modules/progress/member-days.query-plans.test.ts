import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToKey, memberDay } from '@shared/progress/member-day';
import { scansOfRequest } from '../../test/query-plan';
import { buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { insertEmptyHabits, insertOtherMembers } from './member-days.test-kit';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
const ENTRIES = 100_000;
const PRACTICE = 4_500;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  member = await signUpMember(app);
  // A year of a very busy member: 100 k entries of five tools (journal, focus, intention, gratitude, habit).
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select ${member.userId}, (array['self-awareness-journal', 'pomodoro-timer', 'intention-setting-tool', 'gratitude-log'])[1 + g % 4],
               case g % 4
                 when 0 then jsonb_build_object('mode', 'free', 'text', 'x', 'mood', 1 + g % 5, 'emotions', jsonb_build_array('calm'))
                 when 1 then jsonb_build_object('task', 'T' || g % 9, 'duration', 25,
                               'completedAt', to_char((now() - make_interval(secs => g * 315)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
                 when 2 then jsonb_build_object('date', to_char(now() - make_interval(secs => g * 315), 'YYYY-MM-DD'), 'intention', 'i', 'focusArea', 'f')
                 else '{"items": ["tea"]}'::jsonb
               end,
               now() - make_interval(secs => g * 315)
          from generate_series(1, ${ENTRIES}) g`,
  );
  await insertEmptyHabits(app.database.db, member.userId, 5);
  // A dozen skills practised a day, round the library.
  await queryRows(
    app,
    sql`insert into skill_completions (user_id, skill_id, completed_at)
        select ${member.userId}, s.ids[1 + g % array_length(s.ids, 1)], now() - make_interval(secs => g * 7000)
          from generate_series(1, ${PRACTICE}) g, (select array_agg(id order by id) as ids from skills) s`,
  );
  // Other members, so the member's rows are a small share of each table, as on a real install.
  const others = await insertOtherMembers(app.database.db, 30);
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at)
        select o.id, 'gratitude-log', '{"items": ["tea"]}'::jsonb, now() - make_interval(days => g)
          from unnest(${others.sqlArray}) o(id), generate_series(0, 364) g`,
  );
  await queryRows(
    app,
    sql`insert into skill_completions (user_id, skill_id, completed_at)
        select o.id, (select min(id) from skills), now() - make_interval(days => g)
          from unnest(${others.sqlArray}) o(id), generate_series(0, 364) g`,
  );
  // As autovacuum does on a live server: the practice statement rewrote each of the year's summaries once more, and
  // a bitmap scan counts the row versions it left behind.
  await queryRows(app, sql`vacuum member_days`);
  await queryRows(app, sql`analyze`);
}, 180_000);
afterAll(async () => app.close());

const TABLES = ['tool_entries', 'member_days', 'skill_completions'] as const;

const scansOf = (url: string) => scansOfRequest(app, { url, cookie: member.cookie }, TABLES);

const today = memberDay(new Date(), 'UTC', 4);
const yearAgo = addDaysToKey(today, -364);
const pages = [
  ['/api/me/dashboard', 10],
  ...['overview', 'tool-activity', 'streaks', 'focus-time', 'mood-trends'].map(
    (feature) => [`/api/progress/${feature}?from=${yearAgo}&to=${today}`, 4] as const,
  ),
] as const;

describe(`with ${ENTRIES / 1000} k entries in a year`, () => {
  it.each(pages)(
    '%s reads the summaries by index, a row a day, and never the history (at most %i statements)',
    async (url, maxStatements) => {
      const { statements, scans } = await scansOf(url);
      expect(statements).toBeLessThanOrEqual(maxStatements);
      for (const scan of scans) {
        expect(scan.type, `${scan.table}: ${JSON.stringify(scan)}`).not.toBe('Seq Scan');
        // A day's handful of intentions, five habits, the newest five entries of each tool; the newest practice
        // and a probe per skill of the library.
        if (scan.table === 'tool_entries' || scan.table === 'skill_completions')
          expect(scan.rowsRead, JSON.stringify(scan)).toBeLessThanOrEqual(100);
        // The streak looks 400 days back; charts show at most a year.
        if (scan.table === 'member_days')
          expect(scan.rowsRead, JSON.stringify(scan)).toBeLessThanOrEqual(401);
      }
      expect(scans.some((s) => s.table === 'member_days' && s.index === 'member_days_user_id_day_pk')).toBe(
        true,
      );
      // The year's practice is counted in the summaries: no chart here converts completions to days.
      if (!url.startsWith('/api/me/'))
        expect(scans.filter((s) => s.table === 'skill_completions')).toEqual([]);
    },
  );
});
