import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { account } from './auth.table';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}$`;

/** Hashes a new password with argon2id at the OWASP parameters. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), options);
}

/** Checks a password against an argon2 hash, or an older `salt:key` scrypt hash better-auth made. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (hash.startsWith('$argon2')) return argon2Verify(hash, password.normalize('NFKC'));
  return verifyScrypt({ hash, password });
}

/** Whether a stored hash was made with anything but the current algorithm and parameters. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(CURRENT_PREFIX);
}

/**
 * After a successful sign-in with `password`, replaces the member's older hash with a current one, so
 * accounts move to argon2id as their owners come back.
 */
export async function upgradePasswordHash(db: DbOrTx, userId: string, password: string): Promise<void> {
  const credential = and(eq(account.userId, userId), eq(account.providerId, 'credential'));
  const [row] = await db.select({ password: account.password }).from(account).where(credential);
  if (!row?.password || !needsRehash(row.password)) return;
  await db
    .update(account)
    .set({ password: await hashPassword(password), updatedAt: new Date() })
    .where(and(credential, eq(account.password, row.password)));
}
