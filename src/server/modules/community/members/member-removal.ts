import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { addReputationEach } from '../../profiles/forum-standing.service';

/**
 * Runs in the transaction that deletes a member (their own deletion or an admin's), before the user row
 * goes. Their likes and votes go, with every counter they fed corrected (like counts, the reputation a like
 * gave, vote counts). Their posts and replies stay, shown as by 'Former member' (the author becomes null),
 * unless `force` removes them too, correcting reply counts on other members' posts. The reports they filed
 * stay for the moderation history (reason and status), but lose their note, the member's own words; the
 * reporter becomes null with the user row (ON DELETE SET NULL).
 */
export function removeMemberFromForum(options: { force: boolean }) {
  return async (tx: Transaction, userId: string): Promise<void> => {
    const given = (await tx.execute(sql`
      select posts.user_id as "userId", -count(*)::int as points from post_likes l join posts on posts.id = l.post_id
      where l.user_id = ${userId} and posts.user_id is not null and posts.user_id <> ${userId}
      group by posts.user_id`)) as unknown as { rows: { userId: string; points: number }[] };
    await addReputationEach(tx, given.rows);
    await tx.execute(sql`
      update posts set like_count = like_count - 1
      where id in (select post_id from post_likes where user_id = ${userId})`);
    await tx.execute(sql`delete from post_likes where user_id = ${userId}`);
    await tx.execute(sql`
      update poll_options set vote_count = vote_count - 1
      where id in (select option_id from poll_votes where user_id = ${userId})`);
    await tx.execute(sql`delete from poll_votes where user_id = ${userId}`);
    await tx.execute(sql`update reports set note = null where reporter_id = ${userId} and note is not null`);
    if (!options.force) return;
    await tx.execute(sql`
      update posts set reply_count = posts.reply_count - x.n
      from (select post_id, count(*)::int as n from replies where user_id = ${userId} group by post_id) x
      where posts.id = x.post_id`);
    await tx.execute(sql`delete from replies where user_id = ${userId}`);
    await tx.execute(sql`delete from posts where user_id = ${userId}`);
  };
}
