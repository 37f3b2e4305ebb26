import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const put = (url: string, payload: unknown, cookie?: string) =>
  app.server.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('profile', () => {
  it('reads and updates the own profile, with field errors for bad names', async () => {
    const member = await signUpMember(app, { firstName: 'Noor', lastName: 'Haddad' });
    const read = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(read.json()).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', subscriptionTier: 'free' });
    const bad = await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: ' ', lastName: 'x'.repeat(61) },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name must be at most 60 characters.',
    });
    const good = await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Nour', lastName: 'Haddad' },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(good.json().firstName).toBe('Nour');
    expect((await app.server.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/users/:userId/subscription', () => {
  it('lets an admin set a tier, and refuses members and visitors', async () => {
    const member = await signUpMember(app);
    const url = `/api/admin/users/${member.userId}/subscription`;
    expect((await put(url, { subscriptionTier: 'premium' })).statusCode).toBe(401);
    expect((await put(url, { subscriptionTier: 'premium' }, member.cookie)).statusCode).toBe(403);
    const admin = await signUpAdmin(app);
    const response = await put(url, { subscriptionTier: 'premium' }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.userId,
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
    });
    const read = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(read.json().subscriptionTier).toBe('premium');
  });

  it('answers an unknown user with 404 and an unknown tier with 400', async () => {
    const admin = await signUpAdmin(app);
    expect(
      (await put('/api/admin/users/nobody/subscription', { subscriptionTier: 'premium' }, admin.cookie))
        .statusCode,
    ).toBe(404);
    const bad = await put(
      `/api/admin/users/${admin.userId}/subscription`,
      { subscriptionTier: 'platinum' },
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.subscriptionTier).toBeDefined();
  });
});
