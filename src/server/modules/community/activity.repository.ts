import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

interface Activity {
  lastAt: Date | string | null;
  today: number;
  memberSince: Date | string | null;
}

async function one(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Activity> {
  const result = (await db.execute(query)) as unknown as { rows: Activity[] };
  return result.rows[0] ?? { lastAt: null, today: 0, memberSince: null };
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Holds this member's forum-limit lock until the transaction ends: the limits count rows and then insert one,
 * and two requests of one member (on two processes) must not both count before either inserts. The count runs
 * after the lock is taken, so under READ COMMITTED it sees what the previous holder committed.
 */
export async function lockMemberLimits(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`community-limits:${userId}`}, 0))`);
}

/** A member's latest post, for the pace limit. */
export async function lastPostAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const row = await one(
    db,
    sql`select max(created_at) as "lastAt", 0 as today, null as "memberSince"
      from posts where user_id = ${userId}`,
  );
  return asDate(row.lastAt);
}

export async function lastReplyAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const row = await one(
    db,
    sql`select max(created_at) as "lastAt", 0 as today, null as "memberSince"
      from replies where user_id = ${userId}`,
  );
  return asDate(row.lastAt);
}

export async function likesToday(db: DbOrTx, userId: string): Promise<number> {
  const row = await one(
    db,
    sql`select null as "lastAt", count(*)::int as today, null as "memberSince" from post_likes
      where user_id = ${userId} and created_at > now() - interval '1 day'`,
  );
  return row.today;
}

export async function reportsToday(db: DbOrTx, userId: string): Promise<number> {
  const row = await one(
    db,
    sql`select null as "lastAt", count(*)::int as today, null as "memberSince" from reports
      where reporter_id = ${userId} and created_at > now() - interval '1 day'`,
  );
  return row.today;
}

/** A member's forum writing in the last day: topics, replies, and the latest of either (the first-day limits). */
export async function firstDayActivity(db: DbOrTx, userId: string) {
  const result = (await db.execute(sql`select
      (select count(*) from posts where user_id = ${userId} and created_at > now() - interval '1 day')::int
        as topics,
      (select count(*) from replies where user_id = ${userId} and created_at > now() - interval '1 day')::int
        as replies,
      greatest((select max(created_at) from posts where user_id = ${userId}),
        (select max(created_at) from replies where user_id = ${userId})) as "lastAt"`)) as unknown as {
    rows: { topics: number; replies: number; lastAt: Date | string | null }[];
  };
  const row = result.rows[0] ?? { topics: 0, replies: 0, lastAt: null };
  return { topics: row.topics, replies: row.replies, lastAt: asDate(row.lastAt) };
}
