import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { posts, replies } from '../community.table';

/** replies_user_idx after user_id: newest first. */
export const memberReplyKeys: KeyColumn[] = [
  { column: replies.createdAt, direction: 'desc', type: 'timestamp' },
  { column: replies.id, direction: 'desc', type: 'uuid' },
];

/**
 * A page of a member's replies (or only their accepted answers) with the title of the topic each is in, from the
 * channels the viewer may read (undefined: every channel); hidden ones only for those who see hidden content.
 */
export function listMemberReplies(
  db: DbOrTx,
  filter: {
    userId: string;
    channelIds: string[] | undefined;
    seesHidden: boolean;
    answersOnly: boolean;
    page: KeysetPage;
  },
) {
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      postTitle: posts.title,
      content: replies.content,
      isAnswer: replies.isAnswer,
      createdAt: replies.createdAt,
      ...filter.page.keyFields,
    })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(
      and(
        eq(replies.userId, filter.userId),
        filter.channelIds ? inArray(posts.channelId, filter.channelIds) : undefined,
        filter.seesHidden ? undefined : and(isNull(replies.hiddenAt), isNull(posts.hiddenAt)),
        filter.answersOnly ? eq(replies.isAnswer, true) : undefined,
        filter.page.where,
      ),
    )
    .orderBy(...filter.page.orderBy)
    .limit(filter.page.fetchLimit);
}
