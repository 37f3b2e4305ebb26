import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { containing } from '../../../lib/like-pattern';
import { session, user } from '../../account/auth.table';
import { profiles, userSubscriptionStatus } from '../../profiles/profiles.table';

/** Newest members first, exactly as profiles_created_at_id_idx declares it. */
export const adminUserKeys: KeyColumn[] = [
  { column: profiles.createdAt, direction: 'desc', type: 'timestamp' },
  { column: profiles.id, direction: 'desc', type: 'text' },
];

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
    ilike(profiles.username, pattern),
    ilike(user.email, pattern),
  );
}

// The newest session activity, over session_user_id_idx (drivers answer a raw timestamp as text or Date).
const lastActive =
  sql`(select max(${session.updatedAt}) from ${session} where ${session.userId} = ${profiles.id})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );

export async function listUsers(db: DbOrTx, page: KeysetPage, q: string | undefined) {
  return db
    .select({
      id: profiles.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      title: profiles.title,
      role: profiles.role,
      subscriptionTier: userSubscriptionStatus.subscriptionTier,
      subscriptionStatus: userSubscriptionStatus.subscriptionStatus,
      joinedAt: profiles.createdAt,
      lastActiveAt: lastActive,
      ...page.keyFields,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, profiles.id))
    .where(and(searchFilter(q), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];

export async function findUserRow(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: profiles.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      title: profiles.title,
      role: profiles.role,
      subscriptionTier: userSubscriptionStatus.subscriptionTier,
      subscriptionStatus: userSubscriptionStatus.subscriptionStatus,
      joinedAt: profiles.createdAt,
      lastActiveAt: lastActive,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The admins, locked until the transaction ends: two admins demoting or deleting each other at once would
 * otherwise both see "another admin remains" and leave none.
 */
export async function lockAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .for('update');
  return rows.map((r) => r.id);
}

export async function isUsernameTaken(db: DbOrTx, username: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.username, username), sql`${profiles.id} <> ${exceptUserId}`));
  return (rows[0]?.n ?? 0) > 0;
}
