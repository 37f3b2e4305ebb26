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

describe("an admin sets a member's tier", () => {
  it('through PATCH /api/admin/users/:id alone (the duplicate PUT …/subscription is gone), audited', async () => {
    const member = await signUpMember(app);
    const admin = await signUpAdmin(app);
    const gone = await put(
      `/api/admin/users/${member.userId}/subscription`,
      { subscriptionTier: 'premium' },
      admin.cookie,
    );
    expect(gone.statusCode).toBe(404);
    const set = await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      payload: { subscriptionTier: 'premium' },
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(set.statusCode).toBe(200);
    const read = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(read.json().subscriptionTier).toBe('premium');
    const audit = await app.server.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: admin.cookie },
    });
    expect(JSON.stringify(audit.json())).toContain(member.userId);
  });
});
