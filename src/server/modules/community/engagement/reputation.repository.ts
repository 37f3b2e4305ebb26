import { sql } from 'drizzle-orm';
import { APPRECIATED_LIKES, earnedBadges, type BadgeFacts } from '@shared/community/reputation';
import type { DbOrTx } from '../../../db/client';
import { setBadgeTitle } from '../../profiles/forum-standing.service';
import { userBadges } from '../community.table';

/**
 * The member's facts as far as the badges look: each count stops at the most a badge asks for (one post, ten
 * likes), so this costs a few index rows whatever the member's history (it runs with every like they receive).
 */
async function badgeFacts(db: DbOrTx, userId: string): Promise<BadgeFacts> {
  const upTo = (limit: number, rows: ReturnType<typeof sql>) =>
    sql`(select count(*) from (${rows} limit ${limit}) capped)::int`;
  const result = (await db.execute(sql`select
      ${upTo(1, sql`select 1 from posts where user_id = ${userId}`)} as posts,
      ${upTo(1, sql`select 1 from replies where user_id = ${userId}`)} as replies,
      ${upTo(1, sql`select 1 from replies where user_id = ${userId} and is_answer`)} as "acceptedAnswers",
      ${upTo(
        APPRECIATED_LIKES,
        sql`select 1 from post_likes l join posts p on p.id = l.post_id
          where p.user_id = ${userId} and l.user_id <> ${userId}`,
      )} as "likesReceived",
      ${upTo(1, sql`select 1 from posts where user_id = ${userId} and post_type = 'poll'`)} as polls`)) as unknown as {
    rows: BadgeFacts[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('badge facts returned nothing');
  return row;
}

/**
 * Awards every badge the member's facts now earn; each once (awarded earlier ones stay untouched). A new
 * badge becomes the member's badge title: the most recent one, ties by badge id, as the forum shows it.
 */
export async function awardBadges(db: DbOrTx, userId: string | null): Promise<void> {
  if (!userId) return;
  const earned = earnedBadges(await badgeFacts(db, userId));
  if (earned.length === 0) return;
  const awarded = await db
    .insert(userBadges)
    .values(earned.map((badgeId) => ({ userId, badgeId })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  if (awarded.length === 0) return;
  const latest = (await db.execute(sql`select b.name from user_badges ub join badges b on b.id = ub.badge_id
      where ub.user_id = ${userId} order by ub.awarded_at desc, b.id limit 1`)) as unknown as {
    rows: { name: string }[];
  };
  await setBadgeTitle(db, userId, latest.rows[0]?.name ?? null);
}
