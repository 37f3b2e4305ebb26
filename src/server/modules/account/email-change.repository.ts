import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { account, session, user, verification } from './auth.table';

export type EmailChangeKind = 'change-email' | 'undo-email-change';

export interface EmailChangeRecord {
  userId: string;
  oldEmail: string;
  newEmail: string;
  /** The session that asked for the change: kept when the others are ended. */
  sessionId?: string;
}

// Only a hash of a token is stored, so a copy of the table does not hold usable links.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Stores a single-use token for `record` and returns the token for the link. */
export async function createEmailChangeToken(
  db: DbOrTx,
  kind: EmailChangeKind,
  record: EmailChangeRecord,
  expiresInMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${kind}:${hashToken(token)}`,
    value: JSON.stringify(record),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

/** Deletes and returns the record of an unexpired token, or null: each link works once. */
export async function consumeEmailChangeToken(
  db: DbOrTx,
  kind: EmailChangeKind,
  token: string,
): Promise<EmailChangeRecord | null> {
  const [row] = await db
    .delete(verification)
    .where(
      and(eq(verification.identifier, `${kind}:${hashToken(token)}`), gt(verification.expiresAt, new Date())),
    )
    .returning({ value: verification.value });
  return row ? (JSON.parse(row.value) as EmailChangeRecord) : null;
}

/** Forgets every pending confirmation link of a member (after an undo, none may still apply). */
export async function deletePendingEmailChanges(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, 'change-email:%'),
        sql`(${verification.value})::jsonb->>'userId' = ${userId}`,
      ),
    );
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/** Sets the email; false when the row was not at `from` any more. */
export async function updateUserEmail(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ email: to, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.email, from)))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Ends a member's sessions, all of them or all but one. */
export async function deleteSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(session)
    .where(
      exceptSessionId
        ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
        : eq(session.userId, userId),
    );
}

export async function findEmailByUserId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}
