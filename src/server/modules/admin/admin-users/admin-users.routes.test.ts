import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieFrom,
  queryRows,
  signUpAdmin,
  signUpMember,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app';
import { sampleToolData } from '../../tool-data/tool-data.samples';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin.cookie,
) {
  return app.server.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: payload as object,
  });
}

async function signIn(email: string, password: string) {
  return app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

describe('POST /api/admin/users', () => {
  it('creates a member with profile, tier and role who can then sign in', async () => {
    const response = await call('POST', '/api/admin/users', {
      email: 'New.Person@example.com',
      password: 'a strong password',
      firstName: 'New',
      lastName: 'Person',
      subscriptionTier: 'premium',
      isAdmin: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'New',
      role: 'user',
      subscriptionTier: 'premium',
      lastActiveAt: null,
    });
    expect((await signIn('new.person@example.com', 'a strong password')).statusCode).toBe(200);
  });

  it('refuses a registered email with 409 and creates nothing', async () => {
    const member = await signUpMember(app);
    const before = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from profiles`);
    const response = await call('POST', '/api/admin/users', {
      email: member.email,
      password: 'a strong password',
      firstName: 'Dup',
      lastName: 'Licate',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toBeDefined();
    const after = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from profiles`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('can create an admin', async () => {
    const response = await call('POST', '/api/admin/users', {
      email: 'second.admin@example.com',
      password: 'a strong password',
      firstName: 'Second',
      lastName: 'Admin',
      isAdmin: true,
    });
    expect(response.json().role).toBe('admin');
  });
});

describe('GET /api/admin/users', () => {
  it('pages newest first with a cursor and searches by name, username or email', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1)
      made.push(await signUpMember(app, { firstName: 'Pager', lastName: `Zed${i}` }));
    const first = await call('GET', '/api/admin/users?limit=2&q=pager');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((u: { lastName: string }) => u.lastName)).toEqual(['Zed2', 'Zed1']);
    const second = (await call('GET', `/api/admin/users?limit=2&q=pager&cursor=${page1.nextCursor}`)).json();
    expect(second.items.map((u: { lastName: string }) => u.lastName)).toEqual(['Zed0']);
    expect(second.nextCursor).toBeNull();

    const byEmail = (await call('GET', `/api/admin/users?q=${encodeURIComponent(made[0]!.email)}`)).json();
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0].lastActiveAt).not.toBeNull();
    const byUsername = (await call('GET', `/api/admin/users?q=${byEmail.items[0].username}`)).json();
    expect(byUsername.items[0].id).toBe(made[0]!.userId);
  });

  it('takes LIKE wildcards literally and refuses a forged cursor', async () => {
    expect((await call('GET', '/api/admin/users?q=%25')).json().items).toEqual([]);
    expect((await call('GET', '/api/admin/users?cursor=forged')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('updates profile and tier, leaving the password alone when it is empty', async () => {
    const member = await signUpMember(app);
    const response = await call('PATCH', `/api/admin/users/${member.userId}`, {
      firstName: 'Renamed',
      title: 'Mentor',
      subscriptionTier: 'growth',
      email: '',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Renamed',
      title: 'Mentor',
      subscriptionTier: 'growth',
    });
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    // The member's cached session sees the new tier at once.
    const profile = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: member.cookie },
    });
    expect(profile.json().profile.subscriptionTier).toBe('growth');
  });

  it('a new password ends the member’s sessions and works for sign-in', async () => {
    const member = await signUpMember(app);
    const response = await call('PATCH', `/api/admin/users/${member.userId}`, {
      password: 'brand new secret',
    });
    expect(response.statusCode).toBe(200);
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(session.statusCode).toBe(401);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
    const fresh = await signIn(member.email, 'brand new secret');
    expect(fresh.statusCode).toBe(200);
    expect(cookieFrom(fresh.headers)).not.toBe('');
  });

  it('changes the email, and names the auth part when the email is taken', async () => {
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    const taken = await call('PATCH', `/api/admin/users/${member.userId}`, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('auth_update_failed');
    const changed = await call('PATCH', `/api/admin/users/${member.userId}`, {
      email: 'changed@example.com',
    });
    expect(changed.json().email).toBe('changed@example.com');
    expect((await signIn('changed@example.com', member.password)).statusCode).toBe(200);
  });

  it('refuses a taken username as a profile failure, and an admin demoting themselves', async () => {
    const member = await signUpMember(app);
    const other = (await call('GET', `/api/admin/users?q=${encodeURIComponent(admin.email)}`)).json()
      .items[0];
    const taken = await call('PATCH', `/api/admin/users/${member.userId}`, { username: other.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('profile_update_failed');
    const demote = await call('PATCH', `/api/admin/users/${admin.userId}`, { isAdmin: false });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/own admin role/);
  });

  it('audits only the field that changed when the body carries every field of the form', async () => {
    const member = await signUpMember(app);
    const loaded = (await call('GET', `/api/admin/users?q=${encodeURIComponent(member.email)}`)).json()
      .items[0];
    const response = await call('PATCH', `/api/admin/users/${member.userId}`, {
      firstName: loaded.firstName,
      lastName: 'Newname',
      username: loaded.username,
      title: loaded.title ?? '',
      subscriptionTier: loaded.subscriptionTier,
      subscriptionStatus: loaded.subscriptionStatus,
      isAdmin: false,
      email: '',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await queryRows<{ summary: Record<string, unknown> }>(
      app,
      sql`select summary from admin_audit where action = 'user.update' and target_id = ${member.userId}`,
    );
    expect(entry?.summary).toEqual({
      changed: ['lastName'],
      lastName: { from: loaded.lastName, to: 'Newname' },
    });
  });

  it('answers 404 for an unknown member', async () => {
    expect((await call('PATCH', '/api/admin/users/nobody', { firstName: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the account, its sessions and private data', async () => {
    const member = await signUpMember(app);
    const entry = await app.server.inject({
      method: 'POST',
      url: '/api/tools/gratitude-log/entries',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
      payload: { data: sampleToolData['gratitude-log'] },
    });
    expect(entry.statusCode).toBe(201);
    const response = await call('DELETE', `/api/admin/users/${member.userId}`);
    expect(response.statusCode).toBe(204);
    const counts = await queryRows<{ n: number }>(
      app,
      sql`select (select count(*) from session where user_id = ${member.userId})
        + (select count(*) from profiles where id = ${member.userId})
        + (select count(*) from tool_entries where user_id = ${member.userId})
        + (select count(*) from account where user_id = ${member.userId}) as n`,
    );
    expect(Number(counts[0]?.n)).toBe(0);
    const after = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${member.userId}?force=true`)).statusCode).toBe(404);
  });

  it('refuses to delete oneself, or the last admin', async () => {
    const self = await call('DELETE', `/api/admin/users/${admin.userId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toMatch(/your own account/);
    const solo = await buildTestApp();
    try {
      const only = await signUpAdmin(solo);
      const last = await solo.server.inject({
        method: 'DELETE',
        url: `/api/admin/users/${only.userId}`,
        headers: { cookie: only.cookie, origin: TEST_ORIGIN },
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().error.message).toBe('The last admin cannot be removed.');
      const rows = await queryRows<{ n: number }>(
        solo,
        sql`select count(*)::int as n from profiles where role = 'admin'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await solo.close();
    }
  });
});
