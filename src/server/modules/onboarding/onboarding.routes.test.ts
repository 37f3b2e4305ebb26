import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

const put = (cookie: string, payload: object) =>
  app.server.inject({
    method: 'PUT',
    url: '/api/me/onboarding',
    payload,
    headers: { origin: TEST_ORIGIN, cookie },
  });

describe('PUT /api/me/onboarding', () => {
  it('stores the answers on the profile, and recommendations start in the chosen category', async () => {
    const member = await signUpMember(app);
    const [category] = await queryRows<{ id: string }>(
      app,
      sql`select id from skill_categories where id = 'stress-anxiety'`,
    );
    const response = await put(member.cookie, { interests: [category!.id], experience: 'new' });
    expect(response.statusCode).toBe(200);
    expect(response.json().onboarding).toEqual({
      interests: ['stress-anxiety'],
      experience: 'new',
      done: true,
    });
    const profile = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(profile.json().onboarding.done).toBe(true);
    const recommendations = await app.server.inject({
      method: 'GET',
      url: '/api/recommendations',
      headers: { cookie: member.cookie },
    });
    const items = recommendations.json().items as { categoryId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.categoryId === 'stress-anxiety')).toBe(true);
  });

  it('can be skipped: nothing stored, but not shown again', async () => {
    const member = await signUpMember(app);
    const response = await put(member.cookie, {
      skipped: true,
      interests: ['mindfulness'],
      experience: 'some',
    });
    expect(response.json().onboarding).toEqual({ interests: [], experience: null, done: true });
  });

  it('refuses an unknown category and an unknown experience', async () => {
    const member = await signUpMember(app);
    const unknown = await put(member.cookie, { interests: ['astrology'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.interests).toBe('Choose from the skill categories.');
    expect((await put(member.cookie, { experience: 'guru' })).statusCode).toBe(400);
  });
});
