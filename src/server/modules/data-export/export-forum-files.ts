import type { DbOrTx } from '../../db/client';
import type { ZipWriter } from '../../lib/zip-stream';
import * as repo from './export-forum.repository';
import { countOf, localDateTime } from './export-markdown';
import { EXPORT_PAGE_SIZE, csvFile, jsonFile, markdownFile, pagesOf } from './export-streams';

const iso = (value: Date | null) => value?.toISOString() ?? null;

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

const reportJson = (report: repo.OwnReport) => ({
  id: report.id,
  contentType: report.contentType,
  postId: report.postId,
  replyId: report.replyId,
  reason: report.reason,
  note: report.note,
  status: report.status,
  createdAt: iso(report.createdAt),
  resolvedAt: iso(report.resolvedAt),
});

const postKinds = { discussion: null, question: 'Question', poll: 'Poll' } as const;

/** A post as its author reads it back: when and where, the text as written, the poll, what it received. */
export function postMarkdown(post: repo.OwnPost, timeZone: string): string {
  const heading = [localDateTime(post.createdAt, timeZone), post.channel, postKinds[post.postType]];
  const marks = [post.isPinned ? 'pinned' : null, post.hiddenAt ? 'hidden while reports are reviewed' : null];
  const lines = [`## ${heading.filter(Boolean).join(' · ')}`, '', post.content, ''];
  if (post.pollOptions.length) {
    lines.push('Poll:', '', ...post.pollOptions.map((o) => `- ${o.text}: ${countOf(o.votes, 'vote')}`), '');
  }
  const received = [countOf(post.likeCount, 'like'), countOf(post.replyCount, 'reply', 'replies')];
  const edited = post.editedAt ? `edited ${localDateTime(post.editedAt, timeZone)}` : null;
  lines.push([...received, edited, ...marks].filter(Boolean).join(' · '), '');
  return lines.join('\n');
}

/** A reply as its author reads it back; the post it answers is named by id (it may be another member's). */
export function replyMarkdown(reply: repo.OwnReply, timeZone: string): string {
  const heading = [
    localDateTime(reply.createdAt, timeZone),
    `reply to post ${reply.postId}`,
    reply.isAnswer ? 'accepted answer' : null,
    reply.hiddenAt ? 'hidden while reports are reviewed' : null,
  ];
  return [`## ${heading.filter(Boolean).join(' · ')}`, '', reply.content, ''].join('\n');
}

/**
 * The member's forum share: posts, replies, likes, poll votes and the reports they filed, as JSON plus
 * Markdown (posts, replies) or CSV (likes, votes, reports). Each file re-reads its pages, so only one page is ever in memory.
 */
export async function addForumFiles(
  zip: ZipWriter,
  db: DbOrTx,
  userId: string,
  timeZone: string,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<void> {
  const postPages = pagesOf(repo.ownPostKeys, (p) => repo.findOwnPostsPage(db, userId, p), pageSize);
  const replyPages = pagesOf(repo.ownReplyKeys, (p) => repo.findOwnRepliesPage(db, userId, p), pageSize);
  const likePages = pagesOf(repo.ownLikeKeys, (p) => repo.findOwnLikesPage(db, userId, p), pageSize);
  const votePages = pagesOf(repo.ownVoteKeys, (p) => repo.findOwnVotesPage(db, userId, p), pageSize);
  const reportPages = pagesOf(repo.ownReportKeys, (p) => repo.findOwnReportsPage(db, userId, p), pageSize);

  await zip.addFile('forum/posts.json', jsonFile(postPages(), postJson));
  await zip.addFile(
    'forum/posts.md',
    markdownFile('Your forum posts', timeZone, postPages(), (post) => postMarkdown(post, timeZone)),
  );
  await zip.addFile('forum/replies.json', jsonFile(replyPages(), replyJson));
  await zip.addFile(
    'forum/replies.md',
    markdownFile('Your forum replies', timeZone, replyPages(), (reply) => replyMarkdown(reply, timeZone)),
  );
  await zip.addFile('forum/likes.json', jsonFile(likePages(), likeJson));
  await zip.addFile(
    'forum/likes.csv',
    csvFile(['post_id', 'liked_at'], likePages(), (l) => [l.postId, l.createdAt]),
  );
  await zip.addFile('forum/poll-votes.json', jsonFile(votePages(), voteJson));
  await zip.addFile(
    'forum/poll-votes.csv',
    csvFile(['post_id', 'option_id', 'option', 'voted_at'], votePages(), (v) => [
      v.postId,
      v.optionId,
      v.option,
      v.createdAt,
    ]),
  );
  await zip.addFile('forum/reports.json', jsonFile(reportPages(), reportJson));
  await zip.addFile(
    'forum/reports.csv',
    csvFile(
      ['id', 'content_type', 'post_id', 'reply_id', 'reason', 'note', 'status', 'created_at', 'resolved_at'],
      reportPages(),
      (r) => [
        r.id,
        r.contentType,
        r.postId,
        r.replyId,
        r.reason,
        r.note,
        r.status,
        r.createdAt,
        r.resolvedAt,
      ],
    ),
  );
}
