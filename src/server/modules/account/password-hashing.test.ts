import { hashPassword as scryptHash } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { account } from './auth.table';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function storedHash(userId: string): Promise<string> {
  const rows = await queryRows<{ password: string }>(
    app,
    sql`select password from account where user_id = ${userId} and provider_id = 'credential'`,
  );
  return rows[0]?.password ?? '';
}

const signIn = (email: string, password: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

describe('password hashing', () => {
  it('stores new passwords as argon2id with m=19456 KiB, t=2, p=1', async () => {
    const member = await signUpMember(app);
    expect(await storedHash(member.userId)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect((await signIn(member.email, 'not the password')).statusCode).toBe(401);
  });

  it('still accepts an old scrypt hash and upgrades it to argon2id on the next sign-in', async () => {
    const member = await signUpMember(app);
    const oldHash = await scryptHash(member.password);
    expect(oldHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await app.database.db
      .update(account)
      .set({ password: oldHash })
      .where(and(eq(account.userId, member.userId), eq(account.providerId, 'credential')));

    expect((await signIn(member.email, 'not the password')).statusCode).toBe(401);
    expect(await storedHash(member.userId)).toBe(oldHash);
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    const upgraded = await storedHash(member.userId);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect(await storedHash(member.userId)).toBe(upgraded);
  });
});
