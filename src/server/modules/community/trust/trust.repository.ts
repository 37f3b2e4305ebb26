import { eq, sql } from 'drizzle-orm';
import {
  defaultTrustSettings,
  trustSettingsSchema,
  type SanctionKind,
  type TrustLevel,
  type TrustSettings,
} from '@shared/community/trust';
import type { DbOrTx } from '../../../db/client';
import { forumSanctions, forumTrust, forumTrustSettings } from './trust.table';

/** The trust numbers in force: the admin's, read through the schema (a bad row falls back to the defaults). */
export async function readTrustSettings(db: DbOrTx): Promise<TrustSettings> {
  const rows = await db
    .select({ settings: forumTrustSettings.settings })
    .from(forumTrustSettings)
    .where(eq(forumTrustSettings.id, 1));
  return parseSettings(rows[0]?.settings);
}

function parseSettings(stored: unknown): TrustSettings {
  if (stored === undefined || stored === null) return defaultTrustSettings;
  const parsed = trustSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultTrustSettings;
}

export async function writeTrustSettings(db: DbOrTx, settings: TrustSettings): Promise<void> {
  await db
    .insert(forumTrustSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: forumTrustSettings.id, set: { settings, updatedAt: sql`now()` } });
}

export interface WriterStanding {
  trustLevel: TrustLevel;
  /** The account is younger than a day: the first-day limits apply. */
  firstDay: boolean;
  sanction: { kind: SanctionKind; reason: string; endsAt: Date } | null;
  settings: TrustSettings;
}

interface StandingRow extends Record<string, unknown> {
  trustLevel: number | null;
  firstDay: boolean;
  kind: SanctionKind | null;
  reason: string | null;
  endsAt: Date | string | null;
  settings: unknown;
}

/** What a forum write needs to know of its writer, in one statement: level, first day, sanction, settings. */
export async function readWriterStanding(db: DbOrTx, userId: string): Promise<WriterStanding> {
  const result = (await db.execute(sql`
    select t.trust_level as "trustLevel",
      u.created_at > now() - interval '1 day' as "firstDay",
      s.kind, s.reason, s.ends_at as "endsAt",
      (select settings from forum_trust_settings where id = 1) as settings
    from "user" u
    left join forum_trust t on t.user_id = u.id
    left join forum_sanctions s on s.user_id = u.id and s.ends_at > now()
    where u.id = ${userId}`)) as unknown as { rows: StandingRow[] };
  const row = result.rows[0];
  return {
    trustLevel: asLevel(row?.trustLevel ?? 0),
    firstDay: row?.firstDay ?? false,
    sanction:
      row?.kind && row.reason !== null && row.endsAt !== null
        ? { kind: row.kind, reason: row.reason, endsAt: new Date(row.endsAt) }
        : null,
    settings: parseSettings(row?.settings),
  };
}

export const asLevel = (n: number): TrustLevel => (n >= 2 ? 2 : n <= 0 ? 0 : 1);

/** A member's reading counters (zeros before their first reading). */
export async function readTrustRow(db: DbOrTx, userId: string) {
  const rows = await db.select().from(forumTrust).where(eq(forumTrust.userId, userId));
  return (
    rows[0] ?? {
      userId,
      trustLevel: 0,
      levelLockedAt: null,
      topicsEntered: 0,
      readSeconds: 0,
      daysVisited: 0,
      lastVisitDay: null,
      lastReadAt: null,
    }
  );
}

/**
 * Records half a minute (at most) of reading a topic: the topic counts once, the seconds no faster than the clock
 * (credited up to the time since the last report, at most 60), the day once. Returns the counters after.
 */
export async function recordReading(db: DbOrTx, userId: string, postId: string, seconds: number) {
  const entered = await db.execute(sql`
    insert into forum_topic_reads (user_id, post_id) values (${userId}, ${postId})
    on conflict do nothing returning post_id`);
  const newTopic = ((entered as unknown as { rows: unknown[] }).rows.length ?? 0) > 0 ? 1 : 0;
  const credit = Math.min(seconds, 60);
  const rows = await db.execute(sql`
    insert into forum_trust as t (user_id, topics_entered, read_seconds, days_visited, last_visit_day, last_read_at)
    values (${userId}, ${newTopic}, ${credit}, 1, (now() at time zone 'utc')::date, now())
    on conflict (user_id) do update set
      topics_entered = t.topics_entered + ${newTopic},
      read_seconds = t.read_seconds + least(${credit}::int,
        greatest(0, floor(extract(epoch from now() - coalesce(t.last_read_at, now() - interval '1 hour'))))::int),
      days_visited = t.days_visited
        + case when t.last_visit_day is distinct from (now() at time zone 'utc')::date then 1 else 0 end,
      last_visit_day = (now() at time zone 'utc')::date,
      last_read_at = now()
    returning trust_level as "trustLevel", level_locked_at as "levelLockedAt",
      topics_entered as "topicsEntered", read_seconds as "readSeconds", days_visited as "daysVisited"`);
  return (rows as unknown as { rows: ReadingCounters[] }).rows[0]!;
}

export interface ReadingCounters {
  trustLevel: number;
  levelLockedAt: Date | string | null;
  topicsEntered: number;
  readSeconds: number;
  daysVisited: number;
}

/** What level 2 asks beyond reading: likes given and received, replies written. */
export async function giveAndTake(db: DbOrTx, userId: string) {
  const result = (await db.execute(sql`
    select
      (select count(*) from post_likes where user_id = ${userId})::int as "likesGiven",
      (select coalesce(sum(like_count), 0) from posts where user_id = ${userId})::int as "likesReceived",
      (select count(*) from replies where user_id = ${userId})::int as "repliesWritten"`)) as unknown as {
    rows: { likesGiven: number; likesReceived: number; repliesWritten: number }[];
  };
  return result.rows[0]!;
}

export async function setTrustLevel(
  db: DbOrTx,
  userId: string,
  level: TrustLevel,
  lock: boolean,
): Promise<void> {
  const lockedAt = lock ? sql`now()` : sql`null`;
  await db
    .insert(forumTrust)
    .values({ userId, trustLevel: level, levelLockedAt: lock ? new Date() : null })
    .onConflictDoUpdate({ target: forumTrust.userId, set: { trustLevel: level, levelLockedAt: lockedAt } });
}

/** A reporter's decided reports: agreed with (resolved) and not (dismissed). */
export async function reportRecord(db: DbOrTx, reporterId: string) {
  const result = (await db.execute(sql`
    select count(*) filter (where status = 'resolved')::int as agreed,
      count(*) filter (where status = 'dismissed')::int as dismissed
    from reports where reporter_id = ${reporterId}`)) as unknown as {
    rows: { agreed: number; dismissed: number }[];
  };
  return result.rows[0] ?? { agreed: 0, dismissed: 0 };
}

export async function putSanction(
  db: DbOrTx,
  sanction: { userId: string; kind: SanctionKind; reason: string; days: number; createdBy: string },
) {
  const endsAt = sql`now() + make_interval(days => ${sanction.days})`;
  const rows = await db
    .insert(forumSanctions)
    .values({
      userId: sanction.userId,
      kind: sanction.kind,
      reason: sanction.reason,
      endsAt,
      createdBy: sanction.createdBy,
    })
    .onConflictDoUpdate({
      target: forumSanctions.userId,
      set: {
        kind: sanction.kind,
        reason: sanction.reason,
        endsAt,
        createdBy: sanction.createdBy,
        createdAt: sql`now()`,
      },
    })
    .returning({ endsAt: forumSanctions.endsAt });
  return rows[0]!.endsAt;
}

export async function liftSanction(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(forumSanctions)
    .where(eq(forumSanctions.userId, userId))
    .returning({ userId: forumSanctions.userId });
  return rows.length > 0;
}
