import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { forumDrafts } from './drafts.table';

export type DraftRow = typeof forumDrafts.$inferSelect;

const at = (userId: string, place: string) =>
  and(eq(forumDrafts.userId, userId), eq(forumDrafts.place, place));

export async function findDraft(db: DbOrTx, userId: string, place: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(forumDrafts).where(at(userId, place));
  return row;
}

/** Writes the member's draft at a place, replacing the one there. */
export async function upsertDraft(
  db: DbOrTx,
  userId: string,
  place: string,
  data: DraftRow['data'],
): Promise<DraftRow> {
  const [row] = await db
    .insert(forumDrafts)
    .values({ userId, place, data })
    .onConflictDoUpdate({
      target: [forumDrafts.userId, forumDrafts.place],
      set: { data, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Drops the member's drafts past the `keep` most recently saved, never the one at `saved`. Two saves of new places
 * at once may each keep one more than this for a moment; the member's next save trims them again.
 */
export async function trimDrafts(db: DbOrTx, userId: string, saved: string, keep: number): Promise<void> {
  await db.execute(sql`delete from forum_drafts where user_id = ${userId} and place <> ${saved} and place in (
    select place from forum_drafts where user_id = ${userId}
    order by updated_at desc, place offset ${keep})`);
}

export async function deleteDraft(db: DbOrTx, userId: string, place: string): Promise<void> {
  await db.delete(forumDrafts).where(at(userId, place));
}
