import { and, asc, count, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import {
  MAX_BLOCKS,
  MAX_MEMBER_SUGGESTIONS,
  type BlockState,
  type MemberSuggestion,
} from '@shared/community/connections.schemas';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import type { Viewer } from '../../../lib/viewer';
import { profiles } from '../../profiles/profiles.table';
import { memberBlocks } from './member-blocks.table';

const MEMBER_NOT_FOUND = 'Could not find that member.';

/**
 * Members whose chosen forum name starts with what was typed after an @, in name order, over
 * profiles_username_prefix_idx; never the viewer, never a member who has not chosen a name yet.
 */
export async function suggestMembers(
  db: Database,
  viewer: Viewer,
  prefix: string,
): Promise<MemberSuggestion[]> {
  // The prefix is letters, digits and _ (validated); _ is a LIKE wildcard, so it is escaped.
  const pattern = `${prefix.replaceAll('_', '\\_')}%`;
  return db
    .select({ username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(
      and(
        like(profiles.username, pattern),
        ne(profiles.id, viewer.userId),
        isNotNull(profiles.forumNameChosenAt),
      ),
    )
    .orderBy(asc(profiles.username))
    .limit(MAX_MEMBER_SUGGESTIONS);
}

async function memberIdOf(db: DbOrTx, username: string): Promise<string> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, username.toLowerCase()));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row.id;
}

export async function readBlock(db: Database, viewer: Viewer, username: string): Promise<BlockState> {
  const blockedId = await memberIdOf(db, username);
  const [row] = await db
    .select({ blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.userId, viewer.userId), eq(memberBlocks.blockedId, blockedId)));
  return { blocked: row !== undefined };
}

/** Blocks a member (again is the same); at most MAX_BLOCKS, counted in the same transaction. */
export async function block(db: Database, viewer: Viewer, username: string): Promise<BlockState> {
  return db.transaction(async (tx) => {
    const blockedId = await memberIdOf(tx, username);
    if (blockedId === viewer.userId) throw badRequest('You cannot block yourself.');
    // One member's blocks are counted one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-blocks:${viewer.userId}`}))`);
    const [{ n = 0 } = {}] = await tx
      .select({ n: count() })
      .from(memberBlocks)
      .where(eq(memberBlocks.userId, viewer.userId));
    const inserted = await tx
      .insert(memberBlocks)
      .values({ userId: viewer.userId, blockedId })
      .onConflictDoNothing()
      .returning({ blockedId: memberBlocks.blockedId });
    if (inserted.length > 0 && n >= MAX_BLOCKS)
      throw conflict(`You can block up to ${MAX_BLOCKS} members. Unblock someone first.`);
    return { blocked: true };
  });
}

export async function unblock(db: Database, viewer: Viewer, username: string): Promise<BlockState> {
  const blockedId = await memberIdOf(db, username);
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.userId, viewer.userId), eq(memberBlocks.blockedId, blockedId)));
  return { blocked: false };
}

/** Whether `userId` blocked `actorId` (one primary-key read). */
export async function hasBlocked(db: DbOrTx, userId: string, actorId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberBlocks.userId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.userId, userId), eq(memberBlocks.blockedId, actorId)));
  return row !== undefined;
}
