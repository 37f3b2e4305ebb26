import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberDay } from '@shared/progress/member-day';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import { addDaysToKey } from '@shared/progress/member-day';
import { skillCompletions, skills } from '../content/content.table';
import { toolEntries } from '../tool-data/tool-data.table';
import { profiles } from '../profiles/profiles.table';
import { findDashboardFacts } from './dashboard.repository';
import { getDashboard } from './dashboard.service';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

const post = (cookie: string, url: string, payload: object) =>
  app.server.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie } });

/** Gives the member premium, through an admin, so the premium tools (focus timer) take their entries. */
async function makePremium(userId: string) {
  const admin = await signUpAdmin(app);
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    payload: { subscriptionTier: 'premium' },
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/me/dashboard', () => {
  it("assembles today's intention, due habits, focus minutes, recommendations and activity in bounded queries", async () => {
    const member = await signUpMember(app, { firstName: 'Iris' });
    await makePremium(member.userId);
    const today = memberDay(new Date(), 'UTC', 4);
    await post(member.cookie, '/api/tools/intention-setting-tool/entries', {
      data: { date: today, intention: 'Breathe before answering', focusArea: 'Calm' },
    });
    const habit = await post(member.cookie, '/api/tools/habit-tracker/entries', {
      data: { name: 'Stretch', schedule: { type: 'daily' }, completions: [today], archived: false },
    });
    expect(habit.statusCode).toBe(201);
    const focus = await post(member.cookie, '/api/tools/pomodoro-timer/entries', {
      data: { task: 'Write', duration: 25, completedAt: new Date().toISOString() },
    });
    expect(focus.statusCode).toBe(201);
    await app.server.inject({ method: 'GET', url: '/api/content', headers: { cookie: member.cookie } });
    app.queries.reset();
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/me/dashboard',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(app.queries.count).toBeLessThanOrEqual(10);
    const dashboard = response.json();
    expect(dashboard).toMatchObject({
      firstName: 'Iris',
      today,
      onboardingDone: false,
      intention: { intention: 'Breathe before answering', checkedIn: false },
      habits: [{ name: 'Stretch', doneToday: true }],
      focusMinutesToday: 25,
      streak: { current: 1 },
    });
    expect(dashboard.recommendations).toHaveLength(3);
    expect(dashboard.recentActivity.map((a: { toolKey: string }) => a.toolKey)).toEqual([
      'pomodoro-timer',
      'habit-tracker',
      'intention-setting-tool',
    ]);
  });

  it('reads whether each habit was done today and the skills practised, not their whole history', async () => {
    const member = await signUpMember(app);
    const today = memberDay(new Date(), 'UTC', 4);
    const yesterday = addDaysToKey(today, -1);
    const habit = (name: string, completions: unknown) => ({
      userId: member.userId,
      toolKey: 'habit-tracker',
      data: { name, schedule: { type: 'daily' }, completions, archived: false },
    });
    await app.database.db
      .insert(toolEntries)
      .values([
        habit('Yesterday only', [yesterday, addDaysToKey(today, -2)]),
        habit('Today too', [yesterday, today]),
        habit('Stored wrongly', 'not a list'),
      ]);
    const [first, second] = await app.database.db
      .select({ id: skills.id })
      .from(skills)
      .orderBy(skills.id)
      .limit(2);
    await app.database.db.insert(skillCompletions).values([
      { userId: member.userId, skillId: first!.id },
      { userId: member.userId, skillId: first!.id },
      { userId: member.userId, skillId: second!.id },
    ]);
    const facts = await findDashboardFacts(app.database.db, {
      userId: member.userId,
      timeZone: 'UTC',
      endOfDayHour: 4,
      from: addDaysToKey(today, -400),
      to: today,
    });
    expect([...facts.practisedSkillIds].sort()).toEqual([first!.id, second!.id].sort());
    const byName = Object.fromEntries(
      facts.habits.map((h) => [
        (h.data as { name: string }).name,
        (h.data as { completions: unknown }).completions,
      ]),
    );
    expect(byName).toEqual({ 'Yesterday only': [], 'Today too': [today], 'Stored wrongly': 'not a list' });
    const dashboard = await app.server.inject({
      method: 'GET',
      url: '/api/me/dashboard',
      headers: { cookie: member.cookie },
    });
    const habits = dashboard.json().habits;
    expect(habits).toHaveLength(2);
    expect(habits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Yesterday only', doneToday: false }),
        expect.objectContaining({ name: 'Today too', doneToday: true }),
      ]),
    );
  });

  it("shows the newest of the day's intentions, after edits and deletes, ties going to the higher id", async () => {
    const member = await signUpMember(app);
    const today = memberDay(new Date(), 'UTC', 4);
    const intention = (text: string, createdAt: Date) => ({
      userId: member.userId,
      toolKey: 'intention-setting-tool',
      data: { date: today, intention: text, focusArea: 'Calm' },
      createdAt,
    });
    const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const same = hourAgo(2);
    const inserted = await app.database.db
      .insert(toolEntries)
      .values([intention('Oldest', hourAgo(3)), intention('Tied', same), intention('Tied', same)])
      .returning({ id: toolEntries.id });
    const shown = async () =>
      (
        await app.server.inject({
          method: 'GET',
          url: '/api/me/dashboard',
          headers: { cookie: member.cookie },
        })
      ).json().intention?.id as string | undefined;
    const [oldest, tiedA, tiedB] = inserted.map((r) => r.id);
    const higher = [tiedA!, tiedB!].sort().at(-1)!;
    expect(await shown()).toBe(higher);
    // A script moves the oldest past the others; then it is deleted, and the tie decides again.
    await app.database.db
      .update(toolEntries)
      .set({ createdAt: hourAgo(1) })
      .where(eq(toolEntries.id, oldest!));
    expect(await shown()).toBe(oldest);
    await app.database.db.delete(toolEntries).where(eq(toolEntries.id, oldest!));
    expect(await shown()).toBe(higher);
  });

  it('gives null recommendations (the page says it could not fetch them) when they fail', async () => {
    const member = await signUpMember(app);
    const errors: unknown[] = [];
    const dashboard = await getDashboard(
      {
        db: app.database.db,
        content: { recommend: () => Promise.reject(new Error('bundle down')) },
        logError: (e) => errors.push(e),
      },
      {
        userId: member.userId,
        email: member.email,
        sessionId: 's',
        role: 'user',
        tier: 'free',
        profile: null,
      },
    );
    expect(dashboard.recommendations).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it("counts a Los Angeles member's evening in their own day: habit done today, focus minutes, 'evening'", async () => {
    const member = await signUpMember(app, { firstName: 'Lou', timeZone: 'America/Los_Angeles' });
    await makePremium(member.userId);
    // 21:00 on 25 November in Los Angeles; already 26 November (05:00, past the 04:00 day end) in UTC.
    const now = new Date('2026-11-26T05:00:00Z');
    const habit = await post(member.cookie, '/api/tools/habit-tracker/entries', {
      data: { name: 'Walk', schedule: { type: 'daily' }, completions: ['2026-11-25'], archived: false },
    });
    expect(habit.statusCode).toBe(201);
    // 19:00 on 25 November in Los Angeles; before the day end in UTC, so 25 November there too, but not today.
    const focus = await post(member.cookie, '/api/tools/pomodoro-timer/entries', {
      data: { task: 'Write', duration: 25, completedAt: '2026-11-26T03:00:00.000Z' },
    });
    expect(focus.statusCode).toBe(201);
    const viewer = {
      userId: member.userId,
      email: member.email,
      sessionId: 's',
      role: 'user' as const,
      tier: 'premium' as const,
      profile: null,
    };
    const dashboard = await getDashboard(
      { db: app.database.db, content: { recommend: async () => [] } },
      viewer,
      now,
    );
    expect(dashboard).toMatchObject({
      today: '2026-11-25',
      partOfDay: 'evening',
      habits: [{ name: 'Walk', doneToday: true }],
      focusMinutesToday: 25,
    });
    // At 05:10 local the next morning the day has turned: the habit waits to be done again.
    const morning = await getDashboard(
      { db: app.database.db, content: { recommend: async () => [] } },
      viewer,
      new Date('2026-11-26T13:10:00Z'),
    );
    expect(morning).toMatchObject({
      today: '2026-11-26',
      partOfDay: 'morning',
      habits: [{ name: 'Walk', doneToday: false }],
      focusMinutesToday: 0,
    });
  });

  it('answers in a time zone the runtime knows by a legacy alias that PostgreSQL does not (PRT)', async () => {
    const member = await signUpMember(app);
    const saved = await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { timeZone: 'PRT' },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('America/Puerto_Rico');
    const get = (url: string) =>
      app.server.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect((await get('/api/me/dashboard')).statusCode).toBe(200);
    // Entries make the queries group by the member's day in SQL, where the zone goes to PostgreSQL.
    await makePremium(member.userId);
    const focus = await post(member.cookie, '/api/tools/pomodoro-timer/entries', {
      data: { task: 'Write', duration: 25, completedAt: new Date().toISOString() },
    });
    expect(focus.statusCode).toBe(201);
    // A zone saved before names were stored canonically.
    await app.database.db.update(profiles).set({ timeZone: 'PRT' }).where(eq(profiles.id, member.userId));
    const dashboard = await get('/api/me/dashboard');
    expect(dashboard.statusCode).toBe(200);
    const progress = await get('/api/progress/focus-time?from=2026-11-01&to=2026-11-23');
    expect(progress.statusCode).toBe(200);
    expect(progress.json().timeZone).toBe('America/Puerto_Rico');
  });
});
