import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle } from '@shared/content/content.schemas';
import { accessStateOf, gateOfTool } from '@shared/content/tier-access';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import { sampleToolData } from '../tool-data/tool-data.samples';

// Access follows the level an admin sets on a category or tool (spec §6's lists are only the seed's levels),
// and the read right after the admin's write already sees it: the write declares the content changed.

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  admin = await signUpAdmin(app);
});
afterAll(async () => app.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: string, payload?: unknown) {
  return app.server.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function asAdmin(method: 'POST' | 'PATCH', url: string, payload: object) {
  const response = await call(method, url, admin.cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** A member of the tier, set through the admin API. */
async function member(tier: SubscriptionTier) {
  const created = await signUpMember(app);
  if (tier !== 'free')
    await asAdmin('PATCH', `/api/admin/users/${created.userId}`, { subscriptionTier: tier });
  return created;
}

const bundle = async () => (await call('GET', '/api/content')).json() as ContentBundle;

describe('a tool’s access level', () => {
  it('a free tool set to premium: free members are refused its data and see it locked, growth members pass', async () => {
    const [free, growth] = [await member('free'), await member('growth')];
    const entries = '/api/tools/gratitude-log/entries';
    // Read first, so the bundle and the first page of entries are cached before the change.
    expect((await call('GET', entries, free.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', entries, free.cookie, { data: sampleToolData['gratitude-log'] })).statusCode,
    ).toBe(201);

    await asAdmin('PATCH', '/api/admin/tools/gratitude-log', { accessLevel: 'premium' });

    for (const refused of [
      await call('GET', entries, free.cookie),
      await call('POST', entries, free.cookie, { data: sampleToolData['gratitude-log'] }),
      await call('GET', '/api/tools/gratitude-log/settings', free.cookie),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'upgrade_required', requiredTier: 'growth' });
    }
    const tool = (await bundle()).tools.find((t) => t.id === 'gratitude-log')!;
    expect(tool.accessLevel).toBe('premium');
    expect(accessStateOf('free', gateOfTool(tool))).toEqual({ open: false, requiredTier: 'growth' });
    expect(accessStateOf('growth', gateOfTool(tool)).open).toBe(true);
    expect((await call('GET', entries, growth.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', entries, growth.cookie, { data: sampleToolData['gratitude-log'] })).statusCode,
    ).toBe(201);

    // And back: the level set to free opens it again at once.
    await asAdmin('PATCH', '/api/admin/tools/gratitude-log', { accessLevel: 'free' });
    expect((await call('GET', entries, free.cookie)).json().items).toHaveLength(1);
  });

  it('a premium tool set to free opens to free members', async () => {
    const free = await member('free');
    const settings = '/api/tools/habit-tracker/settings';
    expect((await call('GET', settings, free.cookie)).statusCode).toBe(403);
    await asAdmin('PATCH', '/api/admin/tools/habit-tracker', { accessLevel: 'free' });
    expect((await call('GET', settings, free.cookie)).statusCode).toBe(200);
  });
});

describe('a category’s access level', () => {
  it('a new free category opens to free members with its free skills; its premium skills stay premium', async () => {
    const free = await member('free');
    await asAdmin('POST', '/api/admin/categories', { id: 'sleep', title: 'Sleep', accessLevel: 'free' });
    await asAdmin('POST', '/api/admin/skills', {
      id: 'wind-down',
      categoryId: 'sleep',
      title: 'Wind down',
      body: '## What it is\n\nDim the lights.\n\n## Why it helps\n\nThe zephyrquiet signal.',
    });
    await asAdmin('POST', '/api/admin/skills', {
      id: 'sleep-restriction',
      categoryId: 'sleep',
      title: 'Sleep restriction',
      accessLevel: 'premium',
    });
    const content = await bundle();
    expect(content.skillCategories.find((c) => c.id === 'sleep')?.accessLevel).toBe('free');
    expect(content.skills.find((s) => s.id === 'wind-down')?.categoryAccessLevel).toBe('free');

    const skill = (await call('GET', '/api/skills/wind-down', free.cookie)).json();
    expect(skill).not.toHaveProperty('locked');
    expect(skill.body).toContain('zephyrquiet');
    expect((await call('POST', '/api/skills/wind-down/completions', free.cookie)).statusCode).toBe(201);
    const search = (await call('GET', '/api/content/search?q=zephyrquiet', free.cookie)).json();
    expect(JSON.stringify(search)).toContain('zephyrquiet');
    expect((await call('GET', '/api/skills/sleep-restriction', free.cookie)).json()).toMatchObject({
      locked: true,
      requiredTier: 'premium',
    });
  });

  it('a premium category stays locked for free members, names Growth, and opens once made free', async () => {
    const [free, growth] = [await member('free'), await member('growth')];
    await asAdmin('POST', '/api/admin/categories', { id: 'career', title: 'Career', accessLevel: 'premium' });
    await asAdmin('POST', '/api/admin/skills', {
      id: 'job-crafting',
      categoryId: 'career',
      title: 'Job crafting',
    });
    expect((await call('GET', '/api/skills/job-crafting', free.cookie)).json()).toMatchObject({
      locked: true,
      requiredTier: 'growth',
    });
    const refused = await call('POST', '/api/skills/job-crafting/completions', free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'upgrade_required', requiredTier: 'growth' });
    expect((await call('GET', '/api/skills/job-crafting', growth.cookie)).json()).not.toHaveProperty(
      'locked',
    );

    await asAdmin('PATCH', '/api/admin/categories/career', { accessLevel: 'free' });
    expect((await call('GET', '/api/skills/job-crafting', free.cookie)).json()).not.toHaveProperty('locked');
    expect((await call('POST', '/api/skills/job-crafting/completions', free.cookie)).statusCode).toBe(201);
  });

  it('the plans page lists what the free plan opens from the levels set', async () => {
    await asAdmin('PATCH', '/api/admin/categories/relationships', { accessLevel: 'free' });
    const plans = (await call('GET', '/api/billing/plans')).json();
    const freeLines: string[] = plans.plans.find((p: { tier: string }) => p.tier === 'free').features;
    expect(freeLines[0]).toContain('Relationships');
  });
});
