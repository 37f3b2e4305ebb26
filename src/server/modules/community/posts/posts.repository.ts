import { and, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Post, PostType } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../../db/client';
import { createStatementNames, createStatementTemplates, executeNamed } from '../../../db/named-statement';
import { cursorParams, preparedAfterCursor, type KeyColumn, type KeysetPage } from '../../../lib/keyset';
import { isUuid } from '../../../lib/uuid';
import { toAuthor, type AuthorColumns } from '../community-author';
import { matchesSearch } from './post-search';
import { pollOptions, posts } from '../community.table';

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

/** A post card's row as the statement returns it; dates may come as text from either driver. */
export interface PostRow extends AuthorColumns {
  id: string;
  userId: string | null;
  title: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  isPinned: boolean;
  postType: PostType;
  likeCount: number;
  replyCount: number;
  acceptedReplyId: string | null;
  hiddenAt: Date | null;
  channelId: string;
  channelSlug: string;
  channelName: string;
  channelColor: string;
  channelRequiredTier: string;
  likedByMe: boolean;
  pollOptions: PollOptionJson[] | string | null;
  myVoteOptionId: string | null;
}

interface PollOptionJson {
  id: string;
  text: string;
  votes: number;
  /** Options are put in order here: an ordered aggregate would sort inside every post's subplan. */
  position: number;
}

/**
 * Everything a post card shows, in ONE statement written out in SQL and mapped by hand (the ORM's per-field
 * mapping was a tenth of a feed page's time): channel and author by join (the author's title is on their
 * profile), my like, the poll's options with counts and my vote by correlated subqueries that each read one
 * index. The keyset's key fields are added as the cursor needs them.
 */
function postSelect(viewerId: string | Placeholder, keyFields: Record<string, SQL<string>>): SQL {
  const keys = Object.entries(keyFields).map(([name, field]) => sql`, ${field} as ${sql.identifier(name)}`);
  return sql`select posts.id, posts.user_id as "userId", posts.title, posts.content, posts.created_at as "createdAt",
      posts.edited_at as "editedAt", posts.is_pinned as "isPinned", posts.post_type as "postType",
      posts.like_count as "likeCount", posts.reply_count as "replyCount",
      posts.accepted_reply_id as "acceptedReplyId", posts.hidden_at as "hiddenAt",
      channels.id as "channelId", channels.slug as "channelSlug", channels.name as "channelName",
      channels.color as "channelColor", channels.required_tier as "channelRequiredTier",
      profiles.id as "authorId", profiles.username as "authorUsername", profiles.avatar_url as "authorAvatarUrl",
      profiles.reputation as "authorReputation", coalesce(profiles.title, profiles.badge_title) as "authorTitle",
      exists (select 1 from post_likes pl where pl.post_id = posts.id and pl.user_id = ${viewerId}) as "likedByMe",
      case when posts.post_type = 'poll' then (
        select json_agg(json_build_object('id', po.id, 'text', po.option_text, 'votes', po.vote_count,
          'position', po.position))
        from poll_options po where po.post_id = posts.id) end as "pollOptions",
      case when posts.post_type = 'poll' then (
        select pv.option_id::text from poll_votes pv
        where pv.post_id = posts.id and pv.user_id = ${viewerId}) end as "myVoteOptionId"${sql.join(keys, sql``)}
    from posts
    join channels on channels.id = posts.channel_id
    left join profiles on profiles.id = posts.user_id`;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The statement's row, with dates as dates whichever driver read it. */
function mapPostRow(row: PostRow): PostRow {
  row.createdAt = asDate(row.createdAt);
  if (row.editedAt !== null) row.editedAt = asDate(row.editedAt);
  if (row.hiddenAt !== null) row.hiddenAt = asDate(row.hiddenAt);
  return row;
}

/**
 * A page's statement has few shapes (the channels a viewer reads, the filter, a cursor, a search): each is a
 * named statement, parsed and planned once per connection. Unnamed, PostgreSQL spent 1.1 ms of a feed page's
 * 1.3 ms parsing and planning it again on every miss.
 */
const postStatementNames = createStatementNames('posts_read');

async function readPosts(db: DbOrTx, query: SQL): Promise<PostRow[]> {
  return (await executeNamed<PostRow>(db, postStatementNames, query)).map(mapPostRow);
}

export interface PostVisibility {
  viewerId: string;
  /** Admins see hidden posts; everyone else only their own. */
  seesHidden: boolean;
  /** The channels to read from; undefined means every channel. */
  channelIds?: string[];
}

export interface PostFilter {
  page: KeysetPage;
  postType?: PostType;
  q?: string;
  userId?: string;
}

/**
 * How a page's values enter its statement: as themselves (a statement to EXPLAIN), or as named placeholders
 * (the template listPosts compiles once per shape and runs with the values).
 */
type Bind = (name: string, value: unknown) => unknown;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** What a page's statement text depends on; its values are left out. */
function pageShape(visibility: PostVisibility, filter: PostFilter): string {
  return [
    keysNames.get(filter.page.keys) ?? 'keys?',
    visibility.channelIds?.length ?? 'all',
    visibility.seesHidden ? 'hidden' : '',
    filter.userId ? 'user' : '',
    filter.postType ? 'type' : '',
    filter.q ? 'q' : '',
    filter.page.cursor ? 'cursor' : '',
    // The limit is written out, not bound: with it known, PostgreSQL's generic plan costs what a custom one does,
    // so after five runs it keeps that plan instead of planning every page again (1 ms of its 1.5 ms a page).
    filter.page.fetchLimit,
  ].join('|');
}
const keysNames = new Map<readonly KeyColumn[], string>([
  [latestKeys, 'latest'],
  [popularKeys, 'popular'],
  [userPostKeys, 'user-posts'],
]);

function buildPostPage(visibility: PostVisibility, filter: PostFilter, bind: Bind): SQL {
  const { page } = filter;
  const viewer = bind('viewer', visibility.viewerId) as string | Placeholder;
  const after =
    page.cursor && bind === asPlaceholder ? preparedAfterCursor(page.keys) : (page.where ?? undefined);
  const where = and(
    visibility.channelIds
      ? inArray(
          posts.channelId,
          visibility.channelIds.map((id, i) => bind(`ch${i}`, id) as string),
        )
      : undefined,
    visibility.seesHidden ? undefined : or(isNull(posts.hiddenAt), eq(posts.userId, viewer as string)),
    filter.userId ? eq(posts.userId, bind('userId', filter.userId) as string) : undefined,
    filter.postType ? eq(posts.postType, bind('postType', filter.postType) as PostType) : undefined,
    filter.q ? matchesSearch(bind('q', filter.q) as string) : undefined,
    after,
  );
  return sql`${postSelect(viewer, page.keyFields)}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(page.orderBy, sql`, `)}
    limit ${sql.raw(String(Math.trunc(page.fetchLimit)))}`;
}

/** The statement of one page of a feed or of a member's posts, with its values (EXPLAIN reads it). */
export function postPageQuery(visibility: PostVisibility, filter: PostFilter): SQL {
  return buildPostPage(visibility, filter, asValue);
}

const postPageTemplates = createStatementTemplates('posts_page');

/**
 * One page of a feed or of a member's posts: ONE statement whatever the page holds, compiled once per shape
 * (the same text postPageQuery gives, its values as placeholders).
 */
export async function listPosts(db: DbOrTx, visibility: PostVisibility, filter: PostFilter) {
  const { page } = filter;
  // A cursor bound as placeholders needs keys of one direction; any other list builds its statement each time.
  const templated =
    keysNames.has(page.keys) && page.keys.every((k) => k.direction === page.keys[0]?.direction);
  if (!templated) return readPosts(db, postPageQuery(visibility, filter));
  const values: Record<string, unknown> = {
    viewer: visibility.viewerId,
    userId: filter.userId,
    postType: filter.postType,
    q: filter.q,
    ...(page.cursor ? cursorParams(page.keys, page.cursor) : {}),
  };
  visibility.channelIds?.forEach((id, i) => {
    values[`ch${i}`] = id;
  });
  const rows = await postPageTemplates<PostRow>(
    db,
    pageShape(visibility, filter),
    () => buildPostPage(visibility, filter, asPlaceholder),
    values,
  );
  return rows.map(mapPostRow);
}

/** One post as its card shows it, or null. */
export async function findPost(db: DbOrTx, viewerId: string, id: string) {
  if (!isUuid(id)) return null;
  const rows = await readPosts(db, sql`${postSelect(viewerId, {})} where posts.id = ${id} limit 1`);
  return rows[0] ?? null;
}

export function toPost(row: PostRow): Post {
  const raw = row.pollOptions;
  const parsed: PollOptionJson[] | null = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const options = parsed?.sort((a, b) => a.position - b.position) ?? null;
  return {
    id: row.id,
    title: row.title,
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
  values: { channelId: string; userId: string; postType: PostType; title: string; content: string },
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

export async function updatePostContent(
  db: DbOrTx,
  id: string,
  edit: { title?: string | undefined; content?: string | undefined },
): Promise<void> {
  await db
    .update(posts)
    .set({
      ...(edit.content === undefined ? {} : { content: edit.content }),
      ...(edit.title === undefined ? {} : { title: edit.title }),
      editedAt: new Date(),
    })
    .where(eq(posts.id, id));
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
