import { and, eq, sql } from 'drizzle-orm';
import type { CreateReportInput } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../../db/client';
import { posts, replies, reports } from '../community.table';
import { profiles } from '../../profiles/profiles.table';

/** A reported post or reply. */
export type ReportedItem = { contentType: 'post'; id: string } | { contentType: 'reply'; id: string };

/** Where a report stands in the admin's queue: someone who may harm themselves comes first. */
export const reportPriority = (reason: CreateReportInput['reason']) => (reason === 'self_harm' ? 0 : 1);

/** Inserts an open report; null when this member already has one open on the item. */
export async function insertReport(db: DbOrTx, reporterId: string, input: CreateReportInput, weight: number) {
  const rows = await db
    .insert(reports)
    .values({
      reporterId,
      reason: input.reason,
      priority: reportPriority(input.reason),
      weight,
      note: input.note || null,
      contentType: input.contentType,
      postId: input.contentType === 'post' ? input.postId : null,
      replyId: input.contentType === 'reply' ? input.replyId : null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Locks the reported post or reply until the transaction ends. */
export async function lockItem(db: DbOrTx, item: ReportedItem): Promise<void> {
  const table = item.contentType === 'post' ? posts : replies;
  await db.select({ id: table.id }).from(table).where(eq(table.id, item.id)).for('update');
}

/** Whether the member has reported the item before, whatever became of it. */
export async function hasReported(db: DbOrTx, reporterId: string, item: ReportedItem): Promise<boolean> {
  const column = item.contentType === 'post' ? reports.postId : reports.replyId;
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(column, item.id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Hides the item when its open reports weigh at least `score` together, unless it is a pinned post, an admin
 * wrote it, or an admin already kept it (dismissed reports of it): those wait for the admin's decision.
 */
export async function hideIfReported(db: DbOrTx, item: ReportedItem, score: number): Promise<void> {
  const table = item.contentType === 'post' ? posts : replies;
  const column = item.contentType === 'post' ? reports.postId : reports.replyId;
  const weighed = sql`(select coalesce(sum(${reports.weight}), 0) from ${reports}
      where ${column} = ${item.id} and ${reports.status} = 'pending') >= ${score}`;
  const kept = sql`exists (select 1 from ${reports} where ${column} = ${item.id} and ${reports.status} = 'dismissed')`;
  const byAdmin = sql`exists (select 1 from ${profiles} where ${profiles.id} = ${table.userId} and ${profiles.role} = 'admin')`;
  await db
    .update(table)
    .set({ hiddenAt: sql`now()` })
    .where(
      and(
        eq(table.id, item.id),
        sql`${table.hiddenAt} is null`,
        item.contentType === 'post' ? sql`not ${posts.isPinned}` : undefined,
        weighed,
        sql`not ${kept}`,
        sql`not ${byAdmin}`,
      ),
    );
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
