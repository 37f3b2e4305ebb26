import { and, eq, sql } from 'drizzle-orm';
import type { ReportStatus } from '@shared/admin/admin-community.schemas';
import { REPORT_NOTES_PER_GROUP } from '@shared/admin/admin-community.schemas';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { channels, posts, replies, reports } from '../community.table';
import { isUuid } from '../../../lib/uuid';
import { profiles } from '../../profiles/profiles.table';
import { adminAuthorFields } from './moderated-posts.repository';

/** The reported item: a post or a reply. */
export type ReportedItem = { contentType: 'post'; id: string } | { contentType: 'reply'; id: string };

/**
 * The queue's keys: pending groups over reports_queue_priority_idx (status, priority, created_at, id), the most
 * urgent reason first (someone who may harm themselves), then oldest first; closed groups over
 * reports_queue_idx (status, created_at, id), newest first. Each group is carried by its first report in that
 * order.
 */
export function reportGroupKeys(status: ReportStatus): KeyColumn[] {
  if (status === 'pending')
    return [
      { column: reports.priority, direction: 'asc', type: 'int' },
      { column: reports.createdAt, direction: 'asc', type: 'timestamp' },
      { column: reports.id, direction: 'asc', type: 'uuid' },
    ];
  return [
    { column: reports.createdAt, direction: 'desc', type: 'timestamp' },
    { column: reports.id, direction: 'desc', type: 'uuid' },
  ];
}

// x is another report of the same item (post reports carry post_id only, reply reports reply_id only), so
// each side reads reports_post_idx or reports_reply_idx.
const sameItem = sql`(x.post_id = ${reports.postId} or x.reply_id = ${reports.replyId})`;
const sameGroup = sql`${sameItem} and x.status = ${reports.status}`;
const iso = (expression: string) =>
  sql.raw(`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * One page of report groups of a status in ONE statement: the walk keeps only each item's first report in
 * page order, and correlated subqueries (bounded by the item's reports) add the counts, reasons and notes.
 */
export function listReportGroups(db: DbOrTx, status: ReportStatus, page: KeysetPage) {
  // A report before this one in the page's order, of the same group: then this one does not carry the group.
  const before =
    status === 'pending'
      ? sql`(x.priority, x.created_at, x.id) < (${reports.priority}, ${reports.createdAt}, ${reports.id})`
      : sql`(x.created_at, x.id) > (${reports.createdAt}, ${reports.id})`;
  return db
    .select({
      reportId: reports.id,
      contentType: reports.contentType,
      itemId: sql<string>`coalesce(${reports.postId}, ${reports.replyId})::text`,
      postId: posts.id,
      content: sql<string>`coalesce(${replies.content}, ${posts.content})`,
      hiddenAt: sql<Date | null>`coalesce(${replies.hiddenAt}, ${posts.hiddenAt})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
      channelSlug: channels.slug,
      channelName: channels.name,
      channelColor: channels.color,
      ...adminAuthorFields,
      stats: sql<string | { count: number; first: string; last: string }>`(select json_build_object(
          'count', count(*)::int, 'first', ${iso('min(x.created_at)')}, 'last', ${iso('max(x.created_at)')})
        from reports x where ${sameGroup})`,
      reasons: sql<string | { reason: string; count: number }[]>`(select coalesce(json_agg(
          json_build_object('reason', t.reason, 'count', t.n) order by t.n desc, t.reason), '[]'::json)
        from (select x.reason, count(*)::int as n from reports x where ${sameGroup} group by x.reason) t)`,
      notes: sql<string | { reason: string; note: string; createdAt: string }[]>`(select coalesce(json_agg(
          json_build_object('reason', t.reason, 'note', t.note, 'createdAt', ${iso('t.created_at')})
          order by t.created_at desc), '[]'::json)
        from (select x.reason, x.note, x.created_at from reports x
          where ${sameGroup} and coalesce(x.note, '') <> ''
          order by x.created_at desc limit ${REPORT_NOTES_PER_GROUP}) t)`,
      ...page.keyFields,
    })
    .from(reports)
    .leftJoin(replies, eq(replies.id, reports.replyId))
    .innerJoin(posts, eq(posts.id, sql`coalesce(${reports.postId}, ${replies.postId})`))
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .leftJoin(
      profiles,
      eq(
        profiles.id,
        sql`case when ${reports.contentType} = 'reply' then ${replies.userId} else ${posts.userId} end`,
      ),
    )
    .where(
      and(
        eq(reports.status, status),
        sql`not exists (select 1 from reports x where ${sameGroup} and ${before})`,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

export type ReportGroupRow = Awaited<ReturnType<typeof listReportGroups>>[number];

export async function findReport(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({
      id: reports.id,
      contentType: reports.contentType,
      postId: reports.postId,
      replyId: reports.replyId,
      status: reports.status,
    })
    .from(reports)
    .where(eq(reports.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the reported item so two decisions on it run one after the other; null when it is gone. */
export async function lockItem(db: DbOrTx, item: ReportedItem) {
  const table = item.contentType === 'post' ? posts : replies;
  const rows = await db
    .select({ id: table.id, hiddenAt: table.hiddenAt, userId: table.userId })
    .from(table)
    .where(eq(table.id, item.id))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}
