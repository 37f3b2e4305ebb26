import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  queryRows,
  signUpAdmin,
  signUpMember,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app';
import { redactSecrets } from './admin-audit.service';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: { cookie: admin.cookie, origin: TEST_ORIGIN }, payload });

describe('admin audit log', () => {
  it('records each admin write with who, what and target, and never a password', async () => {
    const created = await call('POST', '/api/admin/users', {
      email: 'audited@example.com',
      password: 'secret-create-pass',
      firstName: 'Audi',
      lastName: 'Ted',
    });
    const id = created.json().id as string;
    await call('PATCH', `/api/admin/users/${id}`, { password: 'secret-update-pass', firstName: 'Audrey' });

    const page = (await call('GET', '/api/admin/audit')).json();
    expect(page.items.slice(0, 2)).toMatchObject([
      {
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetName: 'Audrey Ted',
        actorId: admin.userId,
        actorName: 'Ada Admin',
      },
      {
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        targetName: 'Audrey Ted',
        summary: { email: 'audited@example.com' },
      },
    ]);
    expect(page.items[0].summary.changed).toEqual(expect.arrayContaining(['firstName', 'password']));
    const raw = await queryRows<{ text: string }>(app, sql`select summary::text as text from admin_audit`);
    const all = raw.map((r) => r.text).join('\n');
    expect(all).not.toContain('secret-create-pass');
    expect(all).not.toContain('secret-update-pass');
  });

  it('rolls the entry back with a failed write', async () => {
    const before = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from admin_audit`);
    const member = await signUpMember(app);
    const refused = await call('PATCH', `/api/admin/users/${admin.userId}`, {
      isAdmin: false,
      firstName: 'X',
    });
    expect(refused.statusCode).toBe(409);
    expect(member.userId).toBeTruthy();
    const after = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from admin_audit`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('pages newest first by cursor', async () => {
    for (let i = 0; i < 3; i += 1) {
      const m = await signUpMember(app);
      await call('PATCH', `/api/admin/users/${m.userId}`, { title: `T${i}` });
    }
    const first = (await call('GET', '/api/admin/audit?limit=2')).json();
    const titleOf = (e: { summary: { title: { to: string } } }) => e.summary.title.to;
    expect(first.items.map(titleOf)).toEqual(['T2', 'T1']);
    const second = (await call('GET', `/api/admin/audit?limit=2&cursor=${first.nextCursor}`)).json();
    expect(titleOf(second.items[0])).toBe('T0');
  });

  it('names a member target by their name now, and no one once they are gone or for content', async () => {
    const member = await signUpMember(app);
    expect((await call('PATCH', `/api/admin/users/${member.userId}`, { title: 'Guide' })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', '/api/admin/categories', { id: 'audited-topic', title: 'Audited' })).statusCode,
    ).toBe(201);
    let page = (await call('GET', '/api/admin/audit?limit=2')).json();
    expect(page.items).toMatchObject([
      { action: 'category.create', targetId: 'audited-topic', targetName: null },
      { action: 'user.update', targetId: member.userId, targetName: expect.stringMatching(/\S/) },
    ]);

    expect((await call('DELETE', `/api/admin/users/${member.userId}`)).statusCode).toBe(204);
    page = (await call('GET', '/api/admin/audit?limit=3')).json();
    expect(page.items).toMatchObject([
      { action: 'user.delete', targetId: member.userId, targetName: null },
      { action: 'category.create', targetName: null },
      { action: 'user.update', targetId: member.userId, targetName: null },
    ]);
  });

  it('redacts secret-looking keys at any depth', () => {
    expect(redactSecrets({ a: 1, password: 'x', nested: [{ newPassword: 'y', b: 2 }] })).toEqual({
      a: 1,
      nested: [{ b: 2 }],
    });
  });
});
