import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { account, user } from './auth.table';
import { profiles } from '../profiles/profiles.table';

/** The password hash of the member's email-and-password account, or null. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return rows[0]?.password ?? null;
}

export async function findAvatarUrl(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return rows[0]?.avatarUrl;
}

/**
 * Deletes the user row and answers the email the account had (null when there was no such user). Every
 * private table references it with ON DELETE CASCADE (sessions, accounts, profile, subscription, tool entries
 * and settings, skill practice); contact messages keep the text the member sent to the team but lose the
 * link (SET NULL).
 */
export async function deleteUserRow(db: DbOrTx, userId: string): Promise<{ email: string } | null> {
  const rows = await db.delete(user).where(eq(user.id, userId)).returning({ email: user.email });
  return rows[0] ?? null;
}
