import { ADMIN_EXCERPT_LENGTH } from '@shared/admin/admin-community.schemas';
import type {
  AdminAuthor,
  AdminPost,
  AdminPostPage,
  AdminPostsQuery,
  ReportGroup,
  ReportGroupPage,
  ReportGroupsQuery,
  ReviewReportInput,
  ReviewReportResult,
} from '@shared/admin/admin-community.schemas';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import type { Database } from '../../../db/client';
import { keysetPage } from '../../../lib/keyset';
import { conflict, notFound } from '../../../lib/app-error';
import type { ChangeSet } from '../../../lib/changes/change';
import { removePost } from '../content-removal';
import { carryOutReportDecision } from '../reports/reports.service';
import { notifyReportOutcomes } from '../../notifications/notifications.service';
import { findReplyRow } from '../replies/replies.repository';
import type { AdminAudit } from '../../../lib/admin-audit';
import * as postsRepo from './moderated-posts.repository';
import * as reportsRepo from './reports-queue.repository';

const POST_NOT_FOUND = 'Could not find that post.';
const REPORT_NOT_FOUND = 'Could not find that report.';

// Drivers differ: node-postgres parses json columns, PGlite may answer them as text.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toAuthor(row: {
  authorId: string | null;
  authorUsername: string | null;
  authorName: string | null;
}) {
  return {
    id: row.authorId,
    username: row.authorUsername,
    displayName: row.authorName,
  } satisfies AdminAuthor;
}

/** What the admin tables show of a post or reply: the text its readers see, never its Markdown. */
const excerptOf = (markdown: string) => markdownExcerpt(markdown, ADMIN_EXCERPT_LENGTH);
// The audit entry of a deletion keeps less of it.
const AUDIT_EXCERPT_LENGTH = 120;

const toAdminPost = (row: postsRepo.AdminPostRow): AdminPost => ({
  id: row.id,
  excerpt: excerptOf(row.content),
  postType: row.postType,
  createdAt: row.createdAt.toISOString(),
  channel: { slug: row.channelSlug, name: row.channelName, color: row.channelColor },
  author: toAuthor(row),
  likeCount: row.likeCount,
  replyCount: row.replyCount,
  isHidden: row.hiddenAt !== null,
  pendingReports: Number(row.pendingReports),
});

/** Every post, hidden ones included, newest first; q searches the content as the forum's search does. */
export async function listPosts(db: Database, query: AdminPostsQuery): Promise<AdminPostPage> {
  const page = keysetPage(postsRepo.adminPostKeys, query.cursor, query.limit);
  const rows = await postsRepo.listAdminPosts(db, page, query.q || undefined);
  const { items, nextCursor } = page.finish(rows);
  return { items: items.map(toAdminPost), nextCursor };
}

// Moderation is rare: its routes declare the whole forum changed, so the details need not be collected.
const wholeForumDeclared: ChangeSet = { add: () => {} };

/** Deletes any post through the forum's one removal path, with its audit entry, in one transaction. */
export async function deletePost(db: Database, audit: AdminAudit, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await removePost(tx, postId, wholeForumDeclared);
    if (!post) throw notFound(POST_NOT_FOUND);
    await audit.record(tx, {
      summary: {
        authorId: post.userId,
        excerpt: markdownExcerpt(post.content, AUDIT_EXCERPT_LENGTH),
        wasHidden: !!post.hiddenAt,
      },
    });
  });
}

function toGroup(row: reportsRepo.ReportGroupRow): ReportGroup {
  const stats = parsed(row.stats);
  return {
    reportId: row.reportId,
    contentType: row.contentType,
    itemId: row.itemId,
    postId: row.postId,
    excerpt: excerptOf(row.content),
    author: toAuthor(row),
    channel: { slug: row.channelSlug, name: row.channelName, color: row.channelColor },
    isHidden: row.hiddenAt !== null,
    reportCount: Number(stats.count),
    reasons: parsed(row.reasons) as ReportGroup['reasons'],
    notes: parsed(row.notes) as ReportGroup['notes'],
    firstReportedAt: stats.first,
    lastReportedAt: stats.last,
  };
}

/** One page of the reports queue, grouped by item (pending oldest first, closed newest first). */
export async function listReportGroups(db: Database, query: ReportGroupsQuery): Promise<ReportGroupPage> {
  const page = keysetPage(reportsRepo.reportGroupKeys(query.status), query.cursor, query.limit);
  const { items, nextCursor } = page.finish(await reportsRepo.listReportGroups(db, query.status, page));
  return { items: items.map(toGroup), nextCursor };
}

/**
 * Decides on a report: closes EVERY open report of its item (not only this one), applies the action and
 * records it, in one transaction that locks the item first so two admins' decisions cannot interleave.
 * Dismissing brings a hidden item back. A report already closed answers 409 (its item may have new ones).
 */
export async function reviewReport(
  db: Database,
  audit: AdminAudit,
  reportId: string,
  input: ReviewReportInput,
): Promise<ReviewReportResult> {
  const found = await reportsRepo.findReport(db, reportId);
  if (!found) throw notFound(REPORT_NOT_FOUND);
  const item: reportsRepo.ReportedItem =
    found.contentType === 'post'
      ? { contentType: 'post', id: found.postId ?? '' }
      : { contentType: 'reply', id: found.replyId ?? '' };
  const action = input.status === 'dismissed' ? 'restore' : (input.action ?? null);
  return db.transaction(async (tx) => {
    const locked = await reportsRepo.lockItem(tx, item);
    const report = locked ? await reportsRepo.findReport(tx, reportId) : null;
    if (!locked || !report) throw notFound(REPORT_NOT_FOUND);
    if (report.status !== 'pending') throw conflict('This report has already been closed.');
    // The post the item is (or is in), read before a deletion takes the item away.
    const postId =
      item.contentType === 'post' ? item.id : ((await findReplyRow(tx, item.id))?.postId ?? null);
    const closed = await carryOutReportDecision(
      tx,
      item,
      { status: input.status, actorId: audit.actorId, action },
      wholeForumDeclared,
    );
    const isHidden = action === 'hide' || action === 'restore' ? action === 'hide' : locked.hiddenAt !== null;
    // Each reporter learns the outcome; a deleted post is no longer there to link to.
    await notifyReportOutcomes(tx, {
      reporterIds: closed.map((r) => r.reporterId),
      postId: action === 'delete' && item.contentType === 'post' ? null : postId,
      status: input.status,
      action,
    });
    await audit.record(tx, {
      targetType: item.contentType,
      targetId: item.id,
      summary: {
        reportId,
        decision: input.status,
        action,
        closedReports: closed.length,
        reasons: [...new Set(closed.map((r) => r.reason))],
        authorId: locked.userId,
      },
    });
    return {
      status: input.status,
      action,
      closedReports: closed.length,
      contentType: item.contentType,
      itemId: item.id,
      isHidden: action === 'delete' ? false : isHidden,
      isDeleted: action === 'delete',
    };
  });
}
