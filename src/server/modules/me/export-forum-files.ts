import type { DbOrTx } from '../../db/client';
import { keysetPage, type KeyColumn, type KeysetPage } from '../../lib/keyset';
import type { ZipWriter } from '../../lib/zip-stream';
import { csvLines } from './export-files';
import * as repo from './export-forum.repository';

/** Rows read per query: the most of the member's forum share held in memory at once. */
export const EXPORT_PAGE_SIZE = 200;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Each page of a keyset list, first to last. */
async function* eachPage<T>(
  keys: readonly KeyColumn[],
  fetchPage: (page: KeysetPage) => Promise<T[]>,
  pageSize: number,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const page = keysetPage(keys, cursor, pageSize);
    const { items, nextCursor } = page.finish(await fetchPage(page));
    if (items.length) yield items;
    cursor = nextCursor ?? undefined;
  } while (cursor);
}

/** A JSON array written a page at a time. */
async function* jsonArray<T>(pages: AsyncIterable<T[]>, toJson: (row: T) => unknown): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of pages) {
    yield items
      .map((item, i) => `${first && i === 0 ? '' : ','}\n  ${JSON.stringify(toJson(item))}`)
      .join('');
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

export function postJson(post: repo.OwnPost) {
  return {
    id: post.id,
    channel: post.channel,
    postType: post.postType,
    content: post.content,
    pollOptions: post.postType === 'poll' ? post.pollOptions : undefined,
    isPinned: post.isPinned,
    likeCount: post.likeCount,
    replyCount: post.replyCount,
    hidden: post.hiddenAt !== null,
    createdAt: iso(post.createdAt),
    editedAt: iso(post.editedAt),
  };
}

export function replyJson(reply: repo.OwnReply) {
  return {
    id: reply.id,
    postId: reply.postId,
    content: reply.content,
    isAnswer: reply.isAnswer,
    hidden: reply.hiddenAt !== null,
    createdAt: iso(reply.createdAt),
  };
}

const likeJson = (like: repo.OwnLike) => ({ postId: like.postId, likedAt: iso(like.createdAt) });
const voteJson = (vote: repo.OwnVote) => ({
  postId: vote.postId,
  optionId: vote.optionId,
  option: vote.option,
  votedAt: iso(vote.createdAt),
});

export function postMarkdown(post: repo.OwnPost): string {
  const kind = post.postType === 'discussion' ? '' : ` (${post.postType})`;
  const lines = [`## ${post.createdAt.toISOString()} in ${post.channel}${kind}`, '', post.content, ''];
  for (const option of post.pollOptions) lines.push(`- ${option.text}: ${option.votes} votes`);
  if (post.pollOptions.length) lines.push('');
  lines.push(`Likes: ${post.likeCount} · Replies: ${post.replyCount}${post.editedAt ? ' · edited' : ''}`, '');
  return lines.join('\n');
}

export function replyMarkdown(reply: repo.OwnReply): string {
  const answer = reply.isAnswer ? ' (accepted answer)' : '';
  return [`## ${reply.createdAt.toISOString()} on post ${reply.postId}${answer}`, '', reply.content, ''].join(
    '\n',
  );
}

async function* markdown<T>(title: string, pages: AsyncIterable<T[]>, toMarkdown: (row: T) => string) {
  yield `# ${title}\n\n`;
  for await (const items of pages) yield items.map((item) => `${toMarkdown(item)}\n`).join('');
}

async function* csv<T>(header: string[], pages: AsyncIterable<T[]>, toRow: (row: T) => unknown[]) {
  yield csvLines([header]);
  for await (const items of pages) yield csvLines(items.map(toRow));
}

/**
 * The member's forum share: posts, replies, likes and poll votes, as JSON plus Markdown (posts, replies) or
 * CSV (likes, votes). Each file re-reads its pages, so only one page is ever in memory.
 */
export async function addForumFiles(
  zip: ZipWriter,
  db: DbOrTx,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<void> {
  const postPages = () => eachPage(repo.ownPostKeys, (p) => repo.findOwnPostsPage(db, userId, p), pageSize);
  const replyPages = () =>
    eachPage(repo.ownReplyKeys, (p) => repo.findOwnRepliesPage(db, userId, p), pageSize);
  const likePages = () => eachPage(repo.ownLikeKeys, (p) => repo.findOwnLikesPage(db, userId, p), pageSize);
  const votePages = () => eachPage(repo.ownVoteKeys, (p) => repo.findOwnVotesPage(db, userId, p), pageSize);

  await zip.addFile('forum/posts.json', jsonArray(postPages(), postJson));
  await zip.addFile('forum/posts.md', markdown('Your forum posts', postPages(), postMarkdown));
  await zip.addFile('forum/replies.json', jsonArray(replyPages(), replyJson));
  await zip.addFile('forum/replies.md', markdown('Your forum replies', replyPages(), replyMarkdown));
  await zip.addFile('forum/likes.json', jsonArray(likePages(), likeJson));
  await zip.addFile(
    'forum/likes.csv',
    csv(['post_id', 'liked_at'], likePages(), (l) => [l.postId, l.createdAt]),
  );
  await zip.addFile('forum/poll-votes.json', jsonArray(votePages(), voteJson));
  await zip.addFile(
    'forum/poll-votes.csv',
    csv(['post_id', 'option_id', 'option', 'voted_at'], votePages(), (v) => [
      v.postId,
      v.optionId,
      v.option,
      v.createdAt,
    ]),
  );
}
