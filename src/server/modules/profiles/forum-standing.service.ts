import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from './profiles.table';

/**
 * A member's standing in the forum as their profile shows it: reputation and badge title. The forum decides
 * (community/engagement), the profile stores: these are the only writes of them, inside the transaction of
 * their cause.
 */
export async function addReputation(db: DbOrTx, userId: string | null, points: number): Promise<void> {
  if (!userId || points === 0) return;
  await db
    .update(profiles)
    .set({ reputation: sql`${profiles.reputation} + ${points}` })
    .where(eq(profiles.id, userId));
}

export async function setBadgeTitle(db: DbOrTx, userId: string, title: string | null): Promise<void> {
  await db.update(profiles).set({ badgeTitle: title }).where(eq(profiles.id, userId));
}

/** Adds points to several members' reputation in one statement (a removal correcting what likes gave). */
export async function addReputationEach(
  db: DbOrTx,
  changes: readonly { userId: string; points: number }[],
): Promise<void> {
  const moved = changes.filter((c) => c.points !== 0);
  if (moved.length === 0) return;
  await db.execute(sql`
    update ${profiles} p set reputation = p.reputation + x.points
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as x("userId" text, points int)
    where p.id = x."userId"`);
}
