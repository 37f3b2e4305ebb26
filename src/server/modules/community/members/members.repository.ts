import { desc, eq, sql } from 'drizzle-orm';
import type { CommunityStats } from '@shared/community/community.schemas';
import type { DbOrTx } from '../../../db/client';
import { user } from '../../account/auth.table';
import { profiles } from '../../profiles/profiles.table';
import { authorFields } from '../community-author';
import { badges, userBadges } from '../community.table';

/** A member's public forum profile with their counts, in one statement. */
export async function findMemberProfile(db: DbOrTx, username: string) {
  const rows = await db
    .select({
      ...authorFields(),
      joinedAt: user.createdAt,
      postCount: sql<number>`(select count(*) from posts where user_id = ${profiles.id})::int`,
      replyCount: sql<number>`(select count(*) from replies where user_id = ${profiles.id})::int`,
      answerCount: sql<number>`(select count(*) from replies where user_id = ${profiles.id} and is_answer)::int`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.username, username))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's badges, most recent first. */
export async function listMemberBadges(db: DbOrTx, userId: string) {
  return db
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      awardedAt: userBadges.awardedAt,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.awardedAt), badges.id);
}

/** The forum's numbers for the feed's side panel, in one statement. */
export async function readStats(db: DbOrTx): Promise<CommunityStats> {
  const result = (await db.execute(sql`select
      (select count(*) from profiles)::int as members,
      (select count(*) from posts where hidden_at is null)::int as posts,
      (select count(*) from replies where hidden_at is null)::int as replies,
      (select count(*) from posts where post_type = 'question' and accepted_reply_id is not null)::int
        as "answeredQuestions",
      (select count(*) from posts where created_at > now() - interval '7 days')::int as "postsThisWeek"`)) as unknown as {
    rows: CommunityStats[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('stats returned nothing');
  return row;
}
