import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { CreateReportInput } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../../db/client';
import { posts, replies, reports } from '../community.table';

/** A reported post or reply. */
export type ReportedItem = { contentType: 'post'; id: string } | { contentType: 'reply'; id: string };

/** Where a report stands in the admin's queue: someone who may harm themselves comes first. */
export const reportPriority = (reason: CreateReportInput['reason']) => (reason === 'self_harm' ? 0 : 1);

/** Inserts an open report; null when this member already has one open on the item. */
export async function insertReport(db: DbOrTx, reporterId: string, input: CreateReportInput) {
  const rows = await db
    .insert(reports)
    .values({
      reporterId,
      reason: input.reason,
      priority: reportPriority(input.reason),
      note: input.note || null,
      contentType: input.contentType,
      postId: input.contentType === 'post' ? input.postId : null,
      replyId: input.contentType === 'reply' ? input.replyId : null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Three different members with open reports hide the item until an admin reviews it. */
export const HIDE_AFTER_REPORTERS = 3;

export async function hideIfReported(db: DbOrTx, item: { postId?: string; replyId?: string }) {
  const reporters = (column: AnyColumn, id: string) =>
    sql`(select count(distinct ${reports.reporterId}) from ${reports}
      where ${column} = ${id} and ${reports.status} = 'pending') >= ${HIDE_AFTER_REPORTERS}`;
  if (item.postId) {
    await db
      .update(posts)
      .set({ hiddenAt: sql`now()` })
      .where(
        and(
          eq(posts.id, item.postId),
          sql`${posts.hiddenAt} is null`,
          reporters(reports.postId, item.postId),
        ),
      );
  }
  if (item.replyId) {
    await db
      .update(replies)
      .set({ hiddenAt: sql`now()` })
      .where(
        and(
          eq(replies.id, item.replyId),
          sql`${replies.hiddenAt} is null`,
          reporters(reports.replyId, item.replyId),
        ),
      );
  }
}

/** Closes every open report of the item; returns their reasons. */
export async function closeOpenReports(
  db: DbOrTx,
  item: ReportedItem,
  decision: { status: 'resolved' | 'dismissed'; actorId: string },
) {
  const column = item.contentType === 'post' ? reports.postId : reports.replyId;
  return db
    .update(reports)
    .set({ status: decision.status, resolvedBy: decision.actorId, resolvedAt: sql`now()` })
    .where(and(eq(column, item.id), eq(reports.status, 'pending')))
    .returning({ id: reports.id, reason: reports.reason, reporterId: reports.reporterId });
}

export async function setHidden(db: DbOrTx, item: ReportedItem, hidden: boolean): Promise<void> {
  const table = item.contentType === 'post' ? posts : replies;
  await db
    .update(table)
    .set({ hiddenAt: hidden ? sql`coalesce(${table.hiddenAt}, now())` : null })
    .where(eq(table.id, item.id));
}
