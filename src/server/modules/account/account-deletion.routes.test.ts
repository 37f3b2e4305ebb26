import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  queryRows,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../../test/test-app';
import { memberWithEverything } from '../data-export/member-with-everything';
import { avatarStatus, uploadAvatar } from '../profiles/avatar.test-kit';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const mediaDir = mkdtempSync(join(tmpdir(), 'dyl-media-'));
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true, mediaDir });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const privateTables = [
  'session',
  'account',
  'profiles',
  'user_subscription_status',
  'tool_entries',
  'tool_settings',
  'skill_completions',
] as const;

async function countRows(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of privateTables) {
    const column = table === 'profiles' ? 'id' : 'user_id';
    const [row] = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[table] = row!.n;
  }
  const [users] = await queryRows<{ n: number }>(
    app,
    sql`select count(*)::int as n from "user" where id = ${userId}`,
  );
  counts.user = users!.n;
  return counts;
}

const deleteMe = (cookie: string, payload: object) =>
  app.server.inject({ method: 'DELETE', url: '/api/me', payload, headers: { origin: TEST_ORIGIN, cookie } });

describe('DELETE /api/me', () => {
  it('keeps everything on a wrong password', async () => {
    const member = await memberWithEverything(app, admin, 'Chen');
    const before = await countRows(member.userId);
    const response = await deleteMe(member.cookie, { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe('Your password is incorrect.');
    expect(await countRows(member.userId)).toEqual(before);
  });

  it('removes the account and every private row, leaves others alone, and the member cannot sign in', async () => {
    const member = await memberWithEverything(app, admin, 'Dana');
    const other = await memberWithEverything(app, admin, 'Emil');
    const before = await countRows(member.userId);
    const otherBefore = await countRows(other.userId);
    for (const table of privateTables) expect(before[table], table).toBeGreaterThan(0);
    // A message to the team stays (the team may still need to answer it) but loses the link to the account.
    const contact = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Dana',
        email: member.email,
        subject: 'privacy',
        message: 'A question about my data.',
      },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(contact.statusCode).toBe(201);
    const linkedBefore = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from contact_messages where user_id = ${member.userId}`,
    );
    expect(linkedBefore[0]!.n).toBe(1);

    const response = await deleteMe(member.cookie, { password: member.password });
    expect(response.statusCode).toBe(200);
    expect(Object.values(await countRows(member.userId)).every((n) => n === 0)).toBe(true);
    expect(await countRows(other.userId)).toEqual(otherBefore);
    const linked = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from contact_messages where user_id = ${member.userId}`,
    );
    expect(linked[0]!.n).toBe(0);
    const kept = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from contact_messages where email = ${member.email}`,
    );
    expect(kept[0]!.n).toBe(1);

    expect(
      (await app.server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(401);
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: member.email, password: member.password },
      headers: { origin: TEST_ORIGIN },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('deletes the avatar from the media storage with the account', async () => {
    const member = await signUpMember(app);
    const { url, key } = await uploadAvatar(app, member.cookie);
    expect(existsSync(join(mediaDir, key))).toBe(true);
    expect((await deleteMe(member.cookie, { password: member.password })).statusCode).toBe(200);
    expect(existsSync(join(mediaDir, key))).toBe(false);
    expect(await avatarStatus(app, url)).toBe(404);
  });
});
