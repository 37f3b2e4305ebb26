import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  member = await signUpMember(app);
  const admin = await signUpAdmin(app);
  const premium = await app.server.inject({
    method: 'PATCH',
    url: `/api/admin/users/${member.userId}`,
    payload: { subscriptionTier: 'premium', subscriptionStatus: 'active' },
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
  });
  expect(premium.statusCode).toBe(200);
});
afterAll(async () => app.close());

const post = (toolKey: string, data: unknown) =>
  app.server.inject({
    method: 'POST',
    url: `/api/tools/${toolKey}/entries`,
    headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    payload: { data },
  });
const habit = (completions: string[]) => ({ name: 'Walk', schedule: { type: 'daily' }, completions });
const goal = (timeBound: string) => ({ title: 'Run', status: 'in-progress', milestones: [], timeBound });
const focus = (completedAt: string) => ({ task: 'Write', duration: 25, completedAt });

describe('every date in a tool entry is a calendar date of 1900–2100', () => {
  it.each([
    ['habit-tracker', habit(['2101-01-01']), 'data.completions.0'],
    ['habit-tracker', habit(['2026-11-20', '9999-12-31']), 'data.completions.1'],
    ['habit-tracker', habit(['1899-12-31']), 'data.completions.0'],
    ['habit-tracker', habit(['2023-02-29']), 'data.completions.0'],
    ['goal-planning-tool', goal('9999-12-31'), 'data.timeBound'],
    ['pomodoro-timer', focus('2026-11-22T10:00:00+23:59'), 'data.completedAt'],
    ['pomodoro-timer', focus('2026-11-22T10:00:00.1234567891Z'), 'data.completedAt'],
    ['pomodoro-timer', focus('9999-12-31T23:59:59.999Z'), 'data.completedAt'],
  ])('%s refuses %j with 400 on the field', async (toolKey, data, field) => {
    const response = await post(toolKey, data);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it.each([
    ['habit-tracker', habit(['1900-01-01', '2024-02-29', '2100-12-31'])],
    ['goal-planning-tool', goal('2100-12-31')],
    ['pomodoro-timer', focus('2026-11-22T10:00:00.123456789+14:00')],
    ['pomodoro-timer', focus('1900-01-01T00:00:00-12:00')],
  ])('%s takes the edges of the calendar, %j', async (toolKey, data) => {
    expect((await post(toolKey, data)).statusCode).toBe(201);
  });

  it('refuses list bounds past 2100', async () => {
    const list = await app.server.inject({
      method: 'GET',
      url: '/api/tools/gratitude-log/entries?to=2101-01-01T00:00:00Z',
      headers: { cookie: member.cookie },
    });
    expect(list.statusCode).toBe(400);
    expect(Object.keys(list.json().error.fields)).toEqual(['to']);
  });
});
