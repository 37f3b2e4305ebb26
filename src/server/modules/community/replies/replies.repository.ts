import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Reply } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { profiles } from '../../profiles/profiles.table';
import { authorFields, toAuthor } from '../community-author';
import { posts, replies } from '../community.table';
import { isUuid } from '../../../lib/uuid';

/** The accepted answer first, then oldest first: exactly replies_post_idx after post_id. */
export const replyKeys: KeyColumn[] = [
  { column: replies.isAnswer, direction: 'desc', type: 'bool' },
  { column: replies.createdAt, direction: 'asc', type: 'timestamp' },
  { column: replies.id, direction: 'asc', type: 'uuid' },
];

function selectReplies(db: DbOrTx, keyFields: KeysetPage['keyFields'] = {}) {
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      userId: replies.userId,
      content: replies.content,
      isAnswer: replies.isAnswer,
      hiddenAt: replies.hiddenAt,
      createdAt: replies.createdAt,
      editedAt: replies.editedAt,
      ...authorFields(),
      ...keyFields,
    })
    .from(replies)
    .leftJoin(profiles, eq(profiles.id, replies.userId));
}

type ReplyRow = Awaited<ReturnType<typeof selectReplies>>[number];

export function toReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    isAnswer: row.isAnswer,
    isHidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    author: toAuthor(row),
  };
}

export async function listReplies(
  db: DbOrTx,
  filter: { postId: string; viewerId: string; seesHidden: boolean; page: KeysetPage },
) {
  return selectReplies(db, filter.page.keyFields)
    .where(
      and(
        eq(replies.postId, filter.postId),
        filter.seesHidden ? undefined : or(isNull(replies.hiddenAt), eq(replies.userId, filter.viewerId)),
        filter.page.where,
      ),
    )
    .orderBy(...filter.page.orderBy)
    .limit(filter.page.fetchLimit);
}

export async function findReply(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const rows = await selectReplies(db).where(eq(replies.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findReplyRow(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(replies).where(eq(replies.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Replaces a reply's text and marks it edited now. */
export async function updateReplyContent(db: DbOrTx, id: string, content: string): Promise<void> {
  await db.update(replies).set({ content, editedAt: new Date() }).where(eq(replies.id, id));
}

/** Inserts the reply and counts it on its post, in the caller's transaction. */
export async function insertReply(db: DbOrTx, values: { postId: string; userId: string; content: string }) {
  const rows = await db.insert(replies).values(values).returning({ id: replies.id });
  await db
    .update(posts)
    .set({ replyCount: sql`${posts.replyCount} + 1` })
    .where(eq(posts.id, values.postId));
  const row = rows[0];
  if (!row) throw new Error('reply insert returned nothing');
  return row;
}

/** Deletes the reply and uncounts it, in the caller's transaction. */
export async function deleteReplyById(db: DbOrTx, id: string, postId: string): Promise<void> {
  const rows = await db.delete(replies).where(eq(replies.id, id)).returning({ id: replies.id });
  if (rows.length === 0) return;
  await db
    .update(posts)
    .set({ replyCount: sql`${posts.replyCount} - 1` })
    .where(eq(posts.id, postId));
}

export async function setAnswer(db: DbOrTx, replyId: string, isAnswer: boolean): Promise<void> {
  await db.update(replies).set({ isAnswer }).where(eq(replies.id, replyId));
}

export async function setAcceptedReply(db: DbOrTx, postId: string, replyId: string | null): Promise<void> {
  await db.update(posts).set({ acceptedReplyId: replyId }).where(eq(posts.id, postId));
}
