import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Post, PostType } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
import { profiles } from '../profiles/profiles.table';
import { authorFields, toAuthor } from './community-author';
import { channels, pollOptions, posts } from './community.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from bodies as text: anything but a uuid is simply not found (never a cast error). */
export const isUuid = (id: string) => UUID.test(id);

/** Keys of the latest and questions feeds, as posts_latest_idx / posts_questions_idx declare them. */
export const latestKeys: KeyColumn[] = [
  { column: posts.isPinned, direction: 'desc', type: 'bool' },
  { column: posts.createdAt, direction: 'desc', type: 'timestamp' },
  { column: posts.id, direction: 'desc', type: 'uuid' },
];

/** Keys of the popular feed, as posts_popular_idx declares them. */
export const popularKeys: KeyColumn[] = [
  { column: posts.isPinned, direction: 'desc', type: 'bool' },
  { column: posts.likeCount, direction: 'desc', type: 'int' },
  { column: posts.id, direction: 'desc', type: 'uuid' },
];

/** Keys of a member's posts, as posts_user_idx declares them after user_id. */
export const userPostKeys: KeyColumn[] = [
  { column: posts.createdAt, direction: 'desc', type: 'timestamp' },
  { column: posts.id, direction: 'desc', type: 'uuid' },
];

/**
 * Everything a post card shows, in one statement: channel and author by join; my like, the poll's options
 * with counts and my vote by correlated subqueries that each read one index.
 */
function postFields(viewerId: string) {
  return {
    id: posts.id,
    userId: posts.userId,
    content: posts.content,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
    isPinned: posts.isPinned,
    postType: posts.postType,
    likeCount: posts.likeCount,
    replyCount: posts.replyCount,
    acceptedReplyId: posts.acceptedReplyId,
    hiddenAt: posts.hiddenAt,
    channelId: channels.id,
    channelSlug: channels.slug,
    channelName: channels.name,
    channelColor: channels.color,
    channelRequiredTier: channels.requiredTier,
    ...authorFields(posts.userId),
    likedByMe: sql<boolean>`exists (select 1 from post_likes pl
      where pl.post_id = ${posts.id} and pl.user_id = ${viewerId})`,
    pollOptions: sql<PollOptionJson[] | string | null>`case when ${posts.postType} = 'poll' then (
      select json_agg(json_build_object('id', po.id, 'text', po.option_text, 'votes', po.vote_count)
        order by po.position)
      from poll_options po where po.post_id = ${posts.id}) end`,
    myVoteOptionId: sql<string | null>`case when ${posts.postType} = 'poll' then (
      select pv.option_id::text from poll_votes pv
      where pv.post_id = ${posts.id} and pv.user_id = ${viewerId}) end`,
  };
}

interface PollOptionJson {
  id: string;
  text: string;
  votes: number;
}

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function selectPosts(db: DbOrTx, viewerId: string, keyFields: Record<string, SQL<string>> = {}) {
  return db
    .select({ ...postFields(viewerId), ...keyFields })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .leftJoin(profiles, eq(profiles.id, posts.userId));
}

export interface PostVisibility {
  viewerId: string;
  /** Admins see hidden posts; everyone else only their own. */
  seesHidden: boolean;
  /** The channels to read from; undefined means every channel. */
  channelIds?: string[];
}

function visible(v: PostVisibility): (SQL | undefined)[] {
  return [
    v.channelIds ? inArray(posts.channelId, v.channelIds) : undefined,
    v.seesHidden ? undefined : or(isNull(posts.hiddenAt), eq(posts.userId, v.viewerId)),
  ];
}

/** The words of q in content, over posts_content_search_idx (the same expression). */
export const matchesSearch = (q: string) =>
  sql`to_tsvector('english', ${posts.content}) @@ websearch_to_tsquery('english', ${q})`;

/** One page of a feed or of a member's posts: ONE statement whatever the page holds (await it). */
export function listPosts(
  db: DbOrTx,
  visibility: PostVisibility,
  filter: { page: KeysetPage; postType?: PostType; q?: string; userId?: string },
) {
  return selectPosts(db, visibility.viewerId, filter.page.keyFields)
    .where(
      and(
        ...visible(visibility),
        filter.userId ? eq(posts.userId, filter.userId) : undefined,
        filter.postType ? eq(posts.postType, filter.postType) : undefined,
        filter.q ? matchesSearch(filter.q) : undefined,
        filter.page.where,
      ),
    )
    .orderBy(...filter.page.orderBy)
    .limit(filter.page.fetchLimit);
}

/** One post as its card shows it, or null. */
export async function findPost(db: DbOrTx, viewerId: string, id: string) {
  if (!isUuid(id)) return null;
  const rows = await selectPosts(db, viewerId).where(eq(posts.id, id)).limit(1);
  return rows[0] ?? null;
}

export function toPost(row: PostRow): Post {
  const raw = row.pollOptions;
  const options: PollOptionJson[] | null = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isPinned: row.isPinned,
    postType: row.postType,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    likedByMe: row.likedByMe,
    acceptedReplyId: row.acceptedReplyId,
    isHidden: row.hiddenAt !== null,
    channel: { id: row.channelId, slug: row.channelSlug, name: row.channelName, color: row.channelColor },
    author: toAuthor(row),
    poll:
      row.postType === 'poll'
        ? {
            options: (options ?? []).map((o) => ({ id: o.id, text: o.text, votes: Number(o.votes) })),
            totalVotes: (options ?? []).reduce((sum, o) => sum + Number(o.votes), 0),
            myVoteOptionId: row.myVoteOptionId,
          }
        : null,
  };
}

/** The bare row, for rules (author, channel, hidden) before a write. */
export async function findPostRow(db: DbOrTx, id: string, forUpdate = false) {
  if (!isUuid(id)) return null;
  const query = db.select().from(posts).where(eq(posts.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertPost(
  db: DbOrTx,
  values: { channelId: string; userId: string; postType: PostType; content: string },
) {
  const rows = await db.insert(posts).values(values).returning({ id: posts.id });
  const row = rows[0];
  if (!row) throw new Error('post insert returned nothing');
  return row;
}

export async function insertPollOptions(db: DbOrTx, postId: string, texts: string[]): Promise<void> {
  await db
    .insert(pollOptions)
    .values(texts.map((optionText, position) => ({ postId, optionText, position })));
}

export async function updatePostContent(db: DbOrTx, id: string, content: string): Promise<void> {
  await db.update(posts).set({ content, editedAt: new Date() }).where(eq(posts.id, id));
}

/** Flips is_pinned and returns the new value. */
export async function togglePin(db: DbOrTx, id: string): Promise<boolean | null> {
  const rows = await db
    .update(posts)
    .set({ isPinned: sql`not ${posts.isPinned}` })
    .where(eq(posts.id, id))
    .returning({ isPinned: posts.isPinned });
  return rows[0]?.isPinned ?? null;
}
