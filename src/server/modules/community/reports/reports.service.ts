import type { ReviewReportResult } from '@shared/admin/admin-community.schemas';
import type { CreateReportInput } from '@shared/community/community.schemas';
import type { Transaction } from '../../../db/client';
import { postChanged, type ChangeSet } from '../../../lib/changes/change';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import type { Viewer } from '../../../lib/viewer';
import * as activity from '../activity.repository';
import type { CommunityDeps } from '../community-deps';
import { limitMessages, rateLimited } from '../community-limits';
import { removePost, removeReply } from '../content-removal';
import { findVisiblePostRow } from '../posts/posts.service';
import { findReplyRow } from '../replies/replies.repository';
import * as repo from './reports.repository';
import * as notices from '../../notifications/notifications.service';
import { assertMayWrite, reporterWeight } from '../trust/trust.service';
import { readTrustSettings } from '../trust/trust.repository';

const alreadyReported = () => conflict('You have already reported this. Our team will review it.');
const ownWords = (kind: 'post' | 'reply') =>
  new AppError(400, 'own_content', `You cannot report your own ${kind}.`);
const itemOf = (input: CreateReportInput): repo.ReportedItem =>
  input.contentType === 'post'
    ? { contentType: 'post', id: input.postId ?? '' }
    : { contentType: 'reply', id: input.replyId ?? '' };

/**
 * Files a report (one per member per item, ever), weighed by the reporter's level and record: when the open
 * reports' weight reaches the hiding score, the item is hidden until an admin decides (never a pinned post, an
 * admin's words, or an item an admin has already kept).
 */
export async function createReport(
  deps: CommunityDeps,
  viewer: Viewer,
  input: CreateReportInput,
  changes: ChangeSet,
) {
  let post;
  let authorId: string | null;
  if (input.contentType === 'post') {
    post = await findVisiblePostRow(deps, viewer, input.postId ?? '');
    authorId = post.userId;
  } else {
    const reply = await findReplyRow(deps.db, input.replyId ?? '');
    if (!reply) throw notFound('Could not find that reply.');
    post = await findVisiblePostRow(deps, viewer, reply.postId);
    authorId = reply.userId;
  }
  if (authorId === viewer.userId) throw ownWords(input.contentType);
  // A report may hide what it names (when the reports' weight reaches the hiding score).
  changes.add(postChanged(post));
  const max = deps.limits.reportsPerDay;
  const report = await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'report' });
    const item = itemOf(input);
    // Reports of one item one at a time: each sees the weight the others added before it decides to hide.
    await repo.lockItem(tx, item);
    if (max > 0 && (await activity.reportsToday(tx, viewer.userId)) >= max)
      throw rateLimited(limitMessages.reports(max));
    // Once an admin has decided, the same member's second report of the item is not a new voice.
    if (await repo.hasReported(tx, viewer.userId, item)) throw alreadyReported();
    const weight = await reporterWeight(tx, viewer, deps.limits);
    const row = await repo.insertReport(tx, viewer.userId, input, weight);
    if (!row) throw alreadyReported();
    const { reportHideScore } = await readTrustSettings(tx);
    await repo.hideIfReported(tx, item, reportHideScore);
    // Someone worried the author may harm themselves: the author gets a private word with the help panel
    // (once per post; who reported is never said).
    if (input.reason === 'self_harm' && authorId !== null && authorId !== viewer.userId)
      await notices.notifyCare(tx, { userId: authorId, postId: post.id });
    return row;
  });
  return {
    id: report.id,
    contentType: report.contentType,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
  };
}

/**
 * Carries out an admin's decision on a reported item, inside the caller's transaction (the admin area locks the
 * item first and audits the decision): closes EVERY open report of the item, then hides, restores or removes it
 * through the forum's one removal path. Returns the reports it closed.
 */
export async function carryOutReportDecision(
  tx: Transaction,
  item: repo.ReportedItem,
  decision: { status: 'resolved' | 'dismissed'; actorId: string; action: ReviewReportResult['action'] },
  changes: ChangeSet,
) {
  const closed = await repo.closeOpenReports(tx, item, decision);
  if (decision.action === 'hide' || decision.action === 'restore') {
    await repo.setHidden(tx, item, decision.action === 'hide');
  }
  if (decision.action === 'delete') {
    await (item.contentType === 'post'
      ? removePost(tx, item.id, changes)
      : removeReply(tx, item.id, changes));
  }
  return closed;
}
