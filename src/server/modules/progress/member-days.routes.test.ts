import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDay } from '@shared/progress/member-day';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { user } from '../account/auth.table';
import { communityKit } from '../community/community.test-kit';
import { readEntries, readFrame, readMemberDays, recomputeMemberDays } from './member-days.test-kit';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });
const get = async (url: string, cookie: string) => {
  const response = await call('GET', url, cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const chart = (report: { charts: { id: string; rows: unknown[]; scale?: unknown }[] }, id: string) =>
  report.charts.find((c) => c.id === id)!;

/** Two gratitude entries of 9 June 2026, at 20:00 and 23:30 UTC (01:30 and 05:00 on 10 June in Kolkata). */
async function twoEveningEntries(userId: string) {
  await queryRows(
    app,
    sql`insert into tool_entries (user_id, tool_key, data, created_at) values
        (${userId}, 'gratitude-log', '{"items":["a"]}', '2026-06-09 20:00:00+00'),
        (${userId}, 'gratitude-log', '{"items":["b"]}', '2026-06-09 23:30:00+00')`,
  );
}
/** Entries per day on 9 and 10 June 2026, as the progress overview counts them. */
const overviewJune = async (cookie: string) => {
  const report = await get('/api/progress/overview?from=2026-06-09&to=2026-06-10', cookie);
  return (chart(report, 'activity').rows as { day: string; entries: number }[]).map((r) => [
    r.day,
    r.entries,
  ]);
};

describe('member days follow the entries written through the API', () => {
  it('counts creates, edits and deletes on the dashboard and in progress at once', async () => {
    const member = await communityKit(app).member('premium');
    const today = memberDay(new Date(), 'UTC', 4);
    const focus = await call('POST', '/api/tools/pomodoro-timer/entries', member.cookie, {
      data: { task: 'Write', duration: 25, completedAt: new Date().toISOString() },
    });
    expect(focus.statusCode).toBe(201);
    expect((await get('/api/me/dashboard', member.cookie)).focusMinutesToday).toBe(25);
    const focusUrl = `/api/tools/pomodoro-timer/entries/${focus.json().id}`;
    const edited = await call('PATCH', focusUrl, member.cookie, {
      data: { ...focus.json().data, duration: 40 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get('/api/me/dashboard', member.cookie)).focusMinutesToday).toBe(40);
    expect((await call('DELETE', focusUrl, member.cookie)).statusCode).toBe(204);
    expect((await get('/api/me/dashboard', member.cookie)).focusMinutesToday).toBe(0);

    const intention = await call('POST', '/api/tools/intention-setting-tool/entries', member.cookie, {
      data: { date: today, intention: 'Listen first', focusArea: 'Calm' },
    });
    expect((await get('/api/me/dashboard', member.cookie)).intention).toMatchObject({
      intention: 'Listen first',
    });
    await call('PATCH', `/api/tools/intention-setting-tool/entries/${intention.json().id}`, member.cookie, {
      data: { date: '2026-01-01', intention: 'Listen first', focusArea: 'Calm' },
    });
    expect((await get('/api/me/dashboard', member.cookie)).intention).toBeNull();

    const moodOf = async () =>
      chart(await get(`/api/progress/mood-trends?from=${today}&to=${today}`, member.cookie), 'mood-per-day')
        .rows;
    const journal = await call('POST', '/api/tools/self-awareness-journal/entries', member.cookie, {
      data: { mode: 'free', text: 'A day', mood: 2, emotions: ['Calm'] },
    });
    expect(await moodOf()).toEqual([{ day: today, mood: 2 }]);
    // Mood keeps its own scale, whatever the data.
    expect(
      chart(await get(`/api/progress/mood-trends?from=${today}&to=${today}`, member.cookie), 'mood-per-day')
        .scale,
    ).toEqual({ min: 1, max: 5 });
    const journalUrl = `/api/tools/self-awareness-journal/entries/${journal.json().id}`;
    await call('PATCH', journalUrl, member.cookie, { data: { ...journal.json().data, mood: 5 } });
    expect(await moodOf()).toEqual([{ day: today, mood: 5 }]);
    await call('DELETE', journalUrl, member.cookie);
    expect(await moodOf()).toEqual([{ day: today, mood: null }]);

    const expected = recomputeMemberDays(await readEntries(app.database.db, member.userId), 'UTC', 4);
    expect(await readMemberDays(app.database.db, member.userId)).toEqual(expected);
  });

  it('never fails a write for values stored before dates were strict, and counts what they still say', async () => {
    const member = await signUpMember(app);
    await queryRows(
      app,
      sql`insert into tool_entries (user_id, tool_key, data, created_at) values
          (${member.userId}, 'pomodoro-timer', '{"task":"Old","duration":"25","completedAt":"0000-01-01T00:00:00Z"}', '2026-06-09 12:00:00+00'),
          (${member.userId}, 'pomodoro-timer', '{"duration":10,"completedAt":"2026-06-09T10:00:00+23:59"}', '2026-06-09 12:00:00+00'),
          (${member.userId}, 'self-awareness-journal', '{"mood":"high","emotions":"calm"}', '2026-06-09 12:00:00+00'),
          (${member.userId}, 'intention-setting-tool', '{"date":"2026-02-30"}', '2026-06-09 12:00:00+00'),
          (${member.userId}, 'gratitude-log', '"just text"', '2026-06-09 12:00:00+00')`,
    );
    const [day] = await readMemberDays(app.database.db, member.userId);
    expect(day).toMatchObject({
      day: '2026-06-09',
      entries: 5,
      journalEntries: 1,
      moodCount: 0,
      focusSessions: 0,
    });
    expect(day?.intentions).toEqual({});
  });
});

describe('skills practised through the API', () => {
  it('count on their member day for the streak and the overview, also with no entry that day', async () => {
    const member = await signUpMember(app);
    const today = memberDay(new Date(), 'UTC', 4);
    const [skill] = await queryRows<{ id: string }>(
      app,
      sql`select s.id from skills s join skill_categories k on k.id = s.category_id
           where s.access_level = 'free' and k.access_level = 'free' order by s.id limit 1`,
    );
    const practised = await call('POST', `/api/skills/${skill!.id}/completions`, member.cookie);
    expect(practised.statusCode).toBe(201);
    expect((await get('/api/me/dashboard', member.cookie)).streak.current).toBe(1);
    const overview = await get(`/api/progress/overview?from=${today}&to=${today}`, member.cookie);
    expect(chart(overview, 'activity').rows).toEqual([{ day: today, entries: 0, practice: 1 }]);
    expect(chart(overview, 'activity')).toMatchObject({
      summary: expect.stringContaining('1 skill practised, active on 1 day'),
    });
    const streaks = await get(`/api/progress/streaks?from=${today}&to=${today}`, member.cookie);
    expect(chart(streaks, 'kind-streak').rows[0]).toEqual({ measure: 'Days in a row', value: 1 });

    await queryRows(app, sql`delete from skill_completions where user_id = ${member.userId}`);
    expect((await get('/api/me/dashboard', member.cookie)).streak.current).toBe(0);
    expect(await readMemberDays(app.database.db, member.userId)).toEqual([]);
  });
});

describe('a new time zone or day end', () => {
  it('moves every day boundary in the profile update itself', async () => {
    const member = await signUpMember(app);
    await twoEveningEntries(member.userId);
    expect(await overviewJune(member.cookie)).toEqual([
      ['2026-06-09', 2],
      ['2026-06-10', 0],
    ]);

    const patched = await call('PATCH', '/api/profile', member.cookie, {
      timeZone: 'Asia/Kolkata',
      endOfDayHour: 0,
    });
    expect(patched.statusCode).toBe(200);
    // Rebuilt before any read: the frame and the rows are the new zone's already.
    const zone = patched.json().timeZone as string;
    expect(await readFrame(app.database.db, member.userId)).toEqual({ timeZone: zone, endOfDayHour: 0 });
    expect(await readMemberDays(app.database.db, member.userId)).toEqual(
      recomputeMemberDays(await readEntries(app.database.db, member.userId), zone, 0),
    );
    expect(await overviewJune(member.cookie)).toEqual([
      ['2026-06-09', 0],
      ['2026-06-10', 2],
    ]);

    // 01:30 in Kolkata is before a 04:00 day end: that entry goes back to the 9th.
    await call('PATCH', '/api/profile', member.cookie, { endOfDayHour: 4 });
    expect(await overviewJune(member.cookie)).toEqual([
      ['2026-06-09', 1],
      ['2026-06-10', 1],
    ]);
  });

  it('saved outside the profile route is picked up by the next read', async () => {
    const member = await signUpMember(app);
    await twoEveningEntries(member.userId);
    await queryRows(
      app,
      sql`update profiles set time_zone = 'Asia/Kolkata', end_of_day_hour = 0 where id = ${member.userId}`,
    );
    expect(await overviewJune(member.cookie)).toEqual([
      ['2026-06-09', 0],
      ['2026-06-10', 2],
    ]);
    expect(await readFrame(app.database.db, member.userId)).toEqual({
      timeZone: 'Asia/Calcutta',
      endOfDayHour: 0,
    });
  });
});

describe('members without days', () => {
  it('get them built from the entries a script wrote, on their first read', async () => {
    const member = await signUpMember(app);
    await queryRows(app, sql`delete from member_day_frames where user_id = ${member.userId}`);
    await twoEveningEntries(member.userId);
    expect(await readMemberDays(app.database.db, member.userId)).toEqual([]);
    expect(await overviewJune(member.cookie)).toEqual([
      ['2026-06-09', 2],
      ['2026-06-10', 0],
    ]);
    expect(await readFrame(app.database.db, member.userId)).toEqual({ timeZone: 'UTC', endOfDayHour: 4 });
  });

  it('are what a deleted member leaves: their days go with them', async () => {
    const member = await signUpMember(app);
    await twoEveningEntries(member.userId);
    expect(await readMemberDays(app.database.db, member.userId)).toHaveLength(1);
    await app.database.db.delete(user).where(eq(user.id, member.userId));
    expect(await readMemberDays(app.database.db, member.userId)).toEqual([]);
    expect(await readFrame(app.database.db, member.userId)).toBeNull();
  });
});
