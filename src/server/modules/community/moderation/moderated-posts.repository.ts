import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { channels, posts } from '../community.table';
import { matchesSearch } from '../posts/post-search';
import { profiles } from '../../profiles/profiles.table';

/** Every post newest first, exactly as posts_created_idx declares it. */
export const adminPostKeys: KeyColumn[] = [
  { column: posts.createdAt, direction: 'desc', type: 'timestamp' },
  { column: posts.id, direction: 'desc', type: 'uuid' },
];

/** The author columns of a row joined to profiles (all null for a deleted account). */
export const adminAuthorFields = {
  authorId: profiles.id,
  authorUsername: profiles.username,
  authorName: sql<string | null>`${profiles.firstName} || ' ' || ${profiles.lastName}`,
};

/**
 * One page of every post, hidden ones and deleted authors' included, in ONE statement: channel and author by
 * join, the open report count by a subquery over reports_post_idx. q uses the forum's full-text search.
 */
export function listAdminPosts(db: DbOrTx, page: KeysetPage, q: string | undefined) {
  return db
    .select({
      id: posts.id,
      content: posts.content,
      postType: posts.postType,
      createdAt: posts.createdAt,
      likeCount: posts.likeCount,
      replyCount: posts.replyCount,
      hiddenAt: posts.hiddenAt,
      channelSlug: channels.slug,
      channelName: channels.name,
      channelColor: channels.color,
      ...adminAuthorFields,
      pendingReports: sql<number>`(select count(*)::int from reports r
        where r.post_id = ${posts.id} and r.status = 'pending')`,
      ...page.keyFields,
    })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .leftJoin(profiles, eq(profiles.id, posts.userId))
    .where(and(q ? matchesSearch(q) : undefined, page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type AdminPostRow = Awaited<ReturnType<typeof listAdminPosts>>[number];
