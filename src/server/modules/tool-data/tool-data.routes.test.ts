import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolKeys } from '@shared/tools/tool-keys';
import { settingsSchemaFor } from '@shared/tools/tool-settings.schemas';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { tools } from '../content/content.table';
import { userSubscriptionStatus } from '../profiles/profiles.table';
import { sampleToolData } from './tool-data.samples';

let app: TestApp;
let premium: Awaited<ReturnType<typeof signUpMember>>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  premium = await signUpMember(app);
  await app.database.db
    .update(userSubscriptionStatus)
    .set({ subscriptionTier: 'premium' })
    .where(eq(userSubscriptionStatus.userId, premium.userId));
});
afterAll(async () => app.close());

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.server.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('tool entries, for every tool', () => {
  for (const toolKey of toolKeys) {
    it(`${toolKey}: create, list, read, update and delete`, async () => {
      const base = `/api/tools/${toolKey}/entries`;
      const data = sampleToolData[toolKey];
      const created = await call('POST', base, premium.cookie, { data });
      expect(created.statusCode).toBe(201);
      const entry = created.json();
      expect(entry).toMatchObject({ toolKey, data });
      expect(Object.keys(entry).sort()).toEqual(['createdAt', 'data', 'id', 'toolKey', 'updatedAt']);

      const list = await call('GET', base, premium.cookie);
      expect(list.json().items.map((e: { id: string }) => e.id)).toContain(entry.id);
      expect((await call('GET', `${base}/${entry.id}`, premium.cookie)).json().id).toBe(entry.id);

      const patched = await call('PATCH', `${base}/${entry.id}`, premium.cookie, { data });
      expect(patched.statusCode).toBe(200);
      expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));

      expect((await call('DELETE', `${base}/${entry.id}`, premium.cookie)).statusCode).toBe(204);
      expect((await call('GET', `${base}/${entry.id}`, premium.cookie)).statusCode).toBe(404);
    });
  }
});

describe('tool entries: who may do what', () => {
  it('hides another member’s entry behind 404 for read, update and delete', async () => {
    const owner = await signUpMember(app);
    const entry = (
      await call('POST', '/api/tools/gratitude-log/entries', owner.cookie, {
        data: sampleToolData['gratitude-log'],
      })
    ).json();
    const stranger = await signUpMember(app);
    const url = `/api/tools/gratitude-log/entries/${entry.id}`;
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', url, stranger.cookie, { data: sampleToolData['gratitude-log'] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/tools/gratitude-log/entries', stranger.cookie)).json().items).toEqual([]);
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);
  });

  it('refuses visitors with 401 and a free member on a premium tool with 403 upgrade_required', async () => {
    expect((await call('GET', '/api/tools/gratitude-log/entries')).statusCode).toBe(401);
    const free = await signUpMember(app);
    const locked = await call('POST', '/api/tools/habit-tracker/entries', free.cookie, {
      data: sampleToolData['habit-tracker'],
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'upgrade_required', requiredTier: 'growth' });
    expect((await call('GET', '/api/tools/pomodoro-timer/settings', free.cookie)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/tools/gratitude-log/entries', free.cookie, {
          data: sampleToolData['gratitude-log'],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers invalid data with 400 and field errors under data, writing nothing', async () => {
    const member = await signUpMember(app);
    const tooMany = await call('POST', '/api/tools/gratitude-log/entries', member.cookie, {
      data: { items: ['a', 'b', 'c', 'd', 'e', 'f'] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ 'data.items': 'Up to five things per entry.' });
    const empty = await call('POST', '/api/tools/gratitude-log/entries', member.cookie, {
      data: { items: ['fine', ' '] },
    });
    expect(empty.json().error.fields).toEqual({ 'data.items.1': 'Each item cannot be empty.' });
    const rating = await call('POST', '/api/tools/self-awareness-journal/entries', member.cookie, {
      data: { ...sampleToolData['self-awareness-journal'], mood: 9 },
    });
    expect(rating.json().error.fields['data.mood']).toBeDefined();
    expect((await call('GET', '/api/tools/gratitude-log/entries', member.cookie)).json().items).toEqual([]);
    const habit = sampleToolData['habit-tracker'];
    const noSuchDay = await call('POST', '/api/tools/habit-tracker/entries', premium.cookie, {
      data: { ...habit, completions: ['2026-02-28', '2026-02-31'] },
    });
    expect(noSuchDay.json().error.fields).toEqual({ 'data.completions.1': 'Use a real date as YYYY-MM-DD.' });
    const leapDay = await call('POST', '/api/tools/habit-tracker/entries', premium.cookie, {
      data: { ...habit, completions: ['2028-02-29'] },
    });
    expect(leapDay.statusCode).toBe(201);
    expect((await call('GET', '/api/tools/not-a-tool/entries', member.cookie)).statusCode).toBe(404);
    // The gate runs before validation: a key that names no tool is the tool's 404, whatever its form.
    expect((await call('GET', '/api/tools/Not_A_Key/entries', member.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/tools/gratitude-log/entries/not-a-uuid', member.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('tool entries: pagination', () => {
  it('pages newest first and stays stable while entries are added', async () => {
    const member = await signUpMember(app);
    const base = '/api/tools/gratitude-log/entries';
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await call('POST', base, member.cookie, { data: { items: [`thing ${i}`] } })).json().id);
    }
    const first = (await call('GET', `${base}?limit=2`, member.cookie)).json();
    expect(first.items.map((e: { id: string }) => e.id)).toEqual([ids[4], ids[3]]);
    // New entries arrive between page loads: they must neither repeat nor shift the next pages.
    await call('POST', base, member.cookie, { data: { items: ['late arrival'] } });
    const second = (await call('GET', `${base}?limit=2&cursor=${first.nextCursor}`, member.cookie)).json();
    expect(second.items.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    const third = (await call('GET', `${base}?limit=2&cursor=${second.nextCursor}`, member.cookie)).json();
    expect(third.items.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by a time window', async () => {
    const member = await signUpMember(app);
    const base = '/api/tools/gratitude-log/entries';
    await call('POST', base, member.cookie, { data: { items: ['one'] } });
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call('GET', `${base}?from=${encodeURIComponent(future)}`, member.cookie)).json().items,
    ).toEqual([]);
    expect(
      (await call('GET', `${base}?to=${encodeURIComponent(future)}`, member.cookie)).json().items,
    ).toHaveLength(1);
  });
});

describe('a tool without a screen of its own', () => {
  it('keeps plain notes for a tool an admin added', async () => {
    await app.database.db
      .insert(tools)
      .values({ id: 'sleep-diary', name: 'Sleep Diary', accessLevel: 'free', order: 11 });
    await app.content.invalidate();
    const base = '/api/tools/sleep-diary/entries';
    const created = await call('POST', base, premium.cookie, { data: { note: 'Slept 7 hours, woke once.' } });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('POST', base, premium.cookie, { data: { items: ['x'] } })).json().error.fields['data.note'],
    ).toBeDefined();
    expect((await call('GET', base, premium.cookie)).json().items).toHaveLength(1);
    // The tool's own level decides: one added as free opens to free members too.
    const free = await signUpMember(app);
    expect((await call('GET', base, free.cookie)).statusCode).toBe(200);
  });

  it('keeps notes and settings for a tool named like an inherited property ("constructor")', async () => {
    await app.database.db
      .insert(tools)
      .values({ id: 'constructor', name: 'Constructor', accessLevel: 'free', order: 12 });
    await app.content.invalidate();
    const note = { data: { note: 'Built a shelf.' } };
    expect((await call('POST', '/api/tools/constructor/entries', premium.cookie, note)).statusCode).toBe(201);
    const settings = await call('PUT', '/api/tools/constructor/settings', premium.cookie, { data: {} });
    expect(settings.statusCode).toBe(200);
  });
});

describe('tool settings', () => {
  it('gives every tool settings valid by its own schema before anything is saved', async () => {
    for (const toolKey of toolKeys) {
      const response = await call('GET', `/api/tools/${toolKey}/settings`, premium.cookie);
      expect(settingsSchemaFor(toolKey).safeParse(response.json().data).success, toolKey).toBe(true);
    }
  });

  it('starts the pomodoro at 25/5/15/4, stores valid settings and refuses values under 1', async () => {
    const url = '/api/tools/pomodoro-timer/settings';
    expect((await call('GET', url, premium.cookie)).json().data).toEqual({
      focusDuration: 25,
      shortBreakDuration: 5,
      longBreakDuration: 15,
      sessionsBeforeLongBreak: 4,
    });
    const saved = await call('PUT', url, premium.cookie, {
      data: { focusDuration: 50, shortBreakDuration: 10, longBreakDuration: 20, sessionsBeforeLongBreak: 3 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', url, premium.cookie)).json().data.focusDuration).toBe(50);
    const bad = await call('PUT', url, premium.cookie, {
      data: { focusDuration: 0, shortBreakDuration: 5, longBreakDuration: 15, sessionsBeforeLongBreak: 4 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['data.focusDuration']).toBe('Must be at least 1.');
  });
});

describe('the API document', () => {
  it('names each tool’s own data in its write routes, and the plain note for tools an admin added', async () => {
    const docs = (await call('GET', '/api/docs')).json();
    const dataOf = (path: string, method: 'post' | 'patch' | 'put') =>
      docs.paths[path]?.[method]?.requestBody.content['application/json'].schema.properties.data;
    for (const toolKey of toolKeys) {
      for (const [path, method] of [
        [`/api/tools/${toolKey}/entries`, 'post'],
        [`/api/tools/${toolKey}/entries/{id}`, 'patch'],
        [`/api/tools/${toolKey}/settings`, 'put'],
      ] as const) {
        expect(dataOf(path, method), `${method} ${path}`).toMatchObject({ type: 'object' });
      }
    }
    expect(dataOf('/api/tools/gratitude-log/entries', 'post')).toMatchObject({
      properties: { items: { type: 'array', maxItems: 5 } },
      required: ['items'],
    });
    expect(dataOf('/api/tools/habit-tracker/entries/{id}', 'patch').required).toEqual([
      'name',
      'schedule',
      'completions',
    ]);
    expect(Object.keys(dataOf('/api/tools/pomodoro-timer/settings', 'put').properties)).toContain(
      'focusDuration',
    );
    expect(dataOf('/api/tools/{toolKey}/entries', 'post')).toMatchObject({ required: ['note'] });
  });
});
