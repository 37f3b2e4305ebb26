import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { isUuid } from '../../../lib/uuid';
import { pollOptions, pollVotes, postLikes, posts } from '../community.table';

/** Adds the like if absent; with it, the post's like_count (same transaction). Null when it already existed. */
export async function addLike(db: DbOrTx, postId: string, userId: string) {
  const inserted = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (inserted.length === 0) return null;
  return bumpLikeCount(db, postId, 1);
}

/** Removes the like if present, and uncounts it. Null when there was none. */
export async function removeLike(db: DbOrTx, postId: string, userId: string) {
  const deleted = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  if (deleted.length === 0) return null;
  return bumpLikeCount(db, postId, -1);
}

async function bumpLikeCount(db: DbOrTx, postId: string, by: number) {
  const rows = await db
    .update(posts)
    .set({ likeCount: sql`${posts.likeCount} + ${by}` })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount, ownerId: posts.userId, content: posts.content });
  const row = rows[0];
  if (!row) throw new Error('like on a missing post');
  return row;
}

export async function readLikeCount(db: DbOrTx, postId: string): Promise<number> {
  const rows = await db.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, postId));
  return rows[0]?.n ?? 0;
}

export async function findPollOption(db: DbOrTx, optionId: string) {
  if (!isUuid(optionId)) return null;
  const rows = await db
    .select({ id: pollOptions.id, postId: pollOptions.postId })
    .from(pollOptions)
    .where(eq(pollOptions.id, optionId))
    .limit(1);
  return rows[0] ?? null;
}

/** Records the vote and counts it on the option; false when the member already voted in this poll. */
export async function addVote(
  db: DbOrTx,
  vote: { optionId: string; postId: string; userId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(pollVotes)
    .values(vote)
    .onConflictDoNothing()
    .returning({ optionId: pollVotes.optionId });
  if (inserted.length === 0) return false;
  await db
    .update(pollOptions)
    .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
    .where(eq(pollOptions.id, vote.optionId));
  return true;
}
