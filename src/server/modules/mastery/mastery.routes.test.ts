import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SkillMastery } from '@shared/mastery/mastery.schemas';
import { addDaysToKey, memberDay } from '@shared/progress/member-day';
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

const DAY_MS = 86_400_000;

const post = (cookie: string, url: string, payload: object) =>
  app.server.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie } });

async function mastery(cookie: string, query = ''): Promise<SkillMastery[]> {
  const response = await app.server.inject({
    method: 'GET',
    url: `/api/me/mastery${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: SkillMastery[] }).items;
}

async function masteryOf(cookie: string, skillId: string): Promise<SkillMastery> {
  const found = (await mastery(cookie)).find((item) => item.skillId === skillId);
  if (!found) throw new Error(`no mastery for ${skillId}`);
  return found;
}

/** A thought record whose one emotion was re-rated from 80 to `after`. */
async function writeThoughtRecord(cookie: string, after: number) {
  const response = await post(cookie, '/api/tools/thought-record-builder/entries', {
    data: {
      situation: 'A hard meeting',
      automaticThoughts: [{ text: 'They think I am useless', belief: 90 }],
      emotions: [{ name: 'Anxious', intensity: 80 }],
      distortions: [],
      balancedThought: 'One comment is not a verdict',
      rerate: { beliefs: [40], emotions: [after] },
    },
  });
  expect(response.statusCode).toBe(201);
}

async function writeBreathing(cookie: string, pattern: string) {
  const response = await post(cookie, '/api/tools/mindful-breathing/entries', {
    data: { pattern, durationSeconds: 120, completedAt: new Date().toISOString() },
  });
  expect(response.statusCode).toBe(201);
}

/** Moves all of a member's entries `days` into the past, as if that time had gone by since they were written. */
async function ageEntries(userId: string, days: number) {
  await queryRows(
    app,
    sql`update tool_entries set created_at = created_at - make_interval(days => ${days}) where user_id = ${userId}`,
  );
}

describe('GET /api/me/mastery', () => {
  it('asks for a session', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/me/mastery' });
    expect(response.statusCode).toBe(401);
  });

  it('counts only the thought records where an emotion eased, and masters the skill at the third', async () => {
    const member = await signUpMember(app);
    await writeThoughtRecord(member.cookie, 50);
    await writeThoughtRecord(member.cookie, 85);
    expect(await masteryOf(member.cookie, 'cognitive-restructuring')).toMatchObject({
      toolId: 'thought-record-builder',
      goal: 3,
      progress: 1,
      counts: 'thought records where an emotion eased',
      status: 'learning',
      masteredAt: null,
    });
    await writeThoughtRecord(member.cookie, 30);
    await writeThoughtRecord(member.cookie, 20);
    const mastered = await masteryOf(member.cookie, 'cognitive-restructuring');
    const [third] = await queryRows<{ at: string }>(
      app,
      sql`select to_json(created_at)#>>'{}' as at from tool_entries where user_id = ${member.userId}
           order by created_at desc limit 1`,
    );
    expect(mastered).toMatchObject({ progress: 3, status: 'mastered' });
    expect(Date.parse(mastered.masteredAt ?? '')).toBe(Date.parse(third?.at ?? ''));
    expect(Date.parse(mastered.nextRefreshAt ?? '')).toBe(Date.parse(third?.at ?? '') + 7 * DAY_MS);

    const other = await signUpMember(app);
    expect(await masteryOf(other.cookie, 'cognitive-restructuring')).toMatchObject({
      progress: 0,
      status: 'learning',
    });
  });

  it('counts the breathing pattern a skill teaches, and any pattern for a skill that names none', async () => {
    const member = await signUpMember(app);
    await writeBreathing(member.cookie, 'box');
    await writeBreathing(member.cookie, '4-7-8');
    await writeBreathing(member.cookie, 'physiological-sigh');
    expect(await masteryOf(member.cookie, 'extended-exhale-breathing')).toMatchObject({
      progress: 2,
      goal: 5,
      counts: 'breathing sessions of 4-7-8 breathing or physiological sigh',
    });
    expect(await masteryOf(member.cookie, 'mindful-breathing-basics')).toMatchObject({ progress: 3 });
  });

  it('brings a mastered skill back for a refresh a week on, done by one more use of its tool', async () => {
    const member = await signUpMember(app);
    for (const after of [10, 20, 30]) await writeThoughtRecord(member.cookie, after);
    const { masteredAt } = await masteryOf(member.cookie, 'catching-automatic-thoughts');
    await ageEntries(member.userId, 8);
    const aged = Date.parse(masteredAt ?? '') - 8 * DAY_MS;
    const due = await masteryOf(member.cookie, 'catching-automatic-thoughts');
    expect(due).toMatchObject({ status: 'refresh-due', nextRefreshAt: null });
    expect(Date.parse(due.refreshDueSince ?? '')).toBe(aged + 7 * DAY_MS);

    await writeThoughtRecord(member.cookie, 90); // not eased: no refresh
    expect(await masteryOf(member.cookie, 'catching-automatic-thoughts')).toMatchObject({
      status: 'refresh-due',
    });
    await writeThoughtRecord(member.cookie, 40);
    const refreshed = await masteryOf(member.cookie, 'catching-automatic-thoughts');
    expect(refreshed).toMatchObject({ status: 'mastered', refreshDueSince: null });
    expect(Date.parse(refreshed.nextRefreshAt ?? '')).toBe(aged + 21 * DAY_MS);
  });

  it('takes "Mark as practised" as the refresh too', async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < 5; i += 1) await writeBreathing(member.cookie, 'coherent');
    await ageEntries(member.userId, 10);
    expect(await masteryOf(member.cookie, 'body-scan')).toMatchObject({ status: 'refresh-due' });
    const practised = await post(member.cookie, '/api/skills/body-scan/completions', {});
    expect(practised.statusCode).toBe(201);
    expect(await masteryOf(member.cookie, 'body-scan')).toMatchObject({ status: 'mastered' });
    // Another skill of the same tool still waits for its own refresh.
    expect(await masteryOf(member.cookie, 'mindful-walking')).toMatchObject({ status: 'refresh-due' });
  });

  it('masters a habit skill on the day a habit was first kept 21 days in a row', async () => {
    const member = await signUpMember(app);
    await setTierThroughAdmin(app, member.userId, 'premium');
    const today = memberDay(new Date(), 'UTC', 4);
    const days = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => addDaysToKey(today, from + i));
    const habit = (completions: string[]) =>
      post(member.cookie, '/api/tools/habit-tracker/entries', {
        data: { name: 'Walk', schedule: { type: 'daily' }, completions, archived: false },
      });
    // 20 days, a gap, then 10: not yet.
    expect((await habit([...days(-40, 20), ...days(-10, 10)])).statusCode).toBe(201);
    expect(await masteryOf(member.cookie, 'behavioural-activation')).toMatchObject({
      progress: 20,
      goal: 21,
      status: 'learning',
    });
    expect((await habit(days(-30, 25))).statusCode).toBe(201);
    const mastered = await masteryOf(member.cookie, 'behavioural-activation');
    expect(mastered).toMatchObject({ progress: 21 });
    expect(mastered.masteredAt).toBe(`${addDaysToKey(today, -30 + 20)}T12:00:00.000Z`);
  });

  it("keeps to one category's skills, refuses an unknown one, and costs a few statements whatever the number of skills", async () => {
    const member = await signUpMember(app);
    await writeBreathing(member.cookie, 'box');
    await mastery(member.cookie); // the content bundle is read and kept
    app.queries.reset();
    const all = await mastery(member.cookie);
    const allStatements = app.queries.count;
    app.queries.reset();
    const path = await mastery(member.cookie, '?categoryId=mindfulness');
    // The entry rules in one statement, the habits (all skills include a habit skill), the practice marks.
    expect(app.queries.count).toBeLessThanOrEqual(allStatements);
    expect(allStatements).toBeLessThanOrEqual(4);
    expect(all.length).toBeGreaterThan(path.length);
    expect(path.map((item) => item.skillId)).toEqual([
      'mindful-breathing-basics',
      'body-scan',
      'mindful-walking',
      'rain-practice',
      'noting-practice',
    ]);
    const unknown = await app.server.inject({
      method: 'GET',
      url: '/api/me/mastery?categoryId=nowhere',
      headers: { cookie: member.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
