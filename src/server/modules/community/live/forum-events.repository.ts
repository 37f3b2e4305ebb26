import { asc, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Change } from '../../../lib/changes/change';
import { forumEvents } from './forum-events.table';

export interface ForumEvent {
  id: number;
  kind: 'post' | 'channel' | 'forum';
  postId: string | null;
  channelId: string | null;
}

/** The forum's part of what a write changed, as events (nothing for a member's private data). */
export function eventsOf(changes: readonly Change[]): Omit<ForumEvent, 'id'>[] {
  return changes.flatMap((change): Omit<ForumEvent, 'id'>[] => {
    if (change.kind === 'post')
      return [{ kind: 'post' as const, postId: change.postId, channelId: change.channelId }];
    if (change.kind === 'channel')
      return [{ kind: 'channel' as const, postId: null, channelId: change.channelId }];
    if (change.kind === 'forum') return [{ kind: 'forum' as const, postId: null, channelId: null }];
    return [];
  });
}

export async function insertEvents(db: DbOrTx, events: Omit<ForumEvent, 'id'>[]): Promise<void> {
  if (events.length > 0) await db.insert(forumEvents).values(events);
}

const columns = {
  id: forumEvents.id,
  kind: forumEvents.kind,
  postId: forumEvents.postId,
  channelId: forumEvents.channelId,
};

/** The events after `id`, oldest first, at most `limit` (on the primary key). */
export function eventsAfter(db: DbOrTx, id: number, limit: number): Promise<ForumEvent[]> {
  return db
    .select(columns)
    .from(forumEvents)
    .where(gt(forumEvents.id, id))
    .orderBy(asc(forumEvents.id))
    .limit(limit);
}

/** The newest event's number (0 with none). */
export async function latestEventId(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${forumEvents.id}), 0)::int8` })
    .from(forumEvents);
  return Number(row?.id ?? 0);
}

/** The oldest event still kept (null with none): a Last-Event-ID before it may have missed events. */
export async function oldestEventId(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ id: sql<number | null>`min(${forumEvents.id})::int8` }).from(forumEvents);
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** Drops the events older than a day. */
export async function pruneEvents(db: DbOrTx): Promise<void> {
  await db.delete(forumEvents).where(lt(forumEvents.createdAt, sql`now() - interval '1 day'`));
}
