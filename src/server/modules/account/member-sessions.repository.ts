import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { session } from './auth.table';

/** The member's unexpired sessions, most recently active first. */
export function findActiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.id));
}

/** Who a session belongs to (for the owner rule), or null when there is no such session. */
export async function findSessionOwner(db: DbOrTx, sessionId: string): Promise<string | null> {
  const rows = await db
    .select({ userId: session.userId })
    .from(session)
    .where(eq(session.id, sessionId))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Deletes one of the member's sessions; false when they have no such session. */
export async function deleteSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/** Deletes every session of the member except one; how many went. */
export async function deleteSessionsExcept(db: DbOrTx, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return rows.length;
}
