import { eq, sql } from 'drizzle-orm';
import { memberDay } from '@shared/progress/member-day';
import { wallClockAt } from '@shared/reminders/reminder-times';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { sendNotice, type NoticeDeps } from '../../mail/member-mails';
import { forumDigests, reminderPreferences } from './reminders.table';
import { membersWhoChose } from './members-who-chose';
import { unsubscribeLinks } from './unsubscribe-links';

/** The digest goes from this hour of the member's morning, once a day, and only with something in it. */
export const DIGEST_HOUR = 8;
/** What it lists at most, newest first, and how far back it looks. */
export const DIGEST_ITEMS = 10;
const LOOK_BACK_DAYS = 7;

export interface DigestItem {
  kind: 'reply' | 'mention';
  actor: string | null;
  postId: string;
  title: string;
}

/**
 * The replies and mentions the member has not seen: unread, come since they last opened the bell and since their
 * last digest, in the last week. Read on notifications_user_idx; titles and names only, never what was written.
 */
async function unseenItems(db: Database, userId: string): Promise<DigestItem[]> {
  const result = (await db.execute(sql`
    select n.kind, a.username as actor, n.post_id as "postId", p.title
      from notifications n
      join posts p on p.id = n.post_id
      left join profiles a on a.id = n.actor_id
     where n.user_id = ${userId}
       and n.kind in ('reply', 'mention')
       and n.read_at is null
       and n.created_at > now() - make_interval(days => ${LOOK_BACK_DAYS})
       and n.created_at > coalesce((select seen_at from notification_states s where s.user_id = ${userId}), '-infinity')
       and n.created_at > coalesce((select max(claimed_at) from forum_digests d where d.user_id = ${userId}),
                                   '-infinity')
     order by n.created_at desc, n.id desc
     limit ${DIGEST_ITEMS}`)) as unknown as { rows: DigestItem[] };
  return result.rows;
}

const itemLine = (appUrl: string, item: DigestItem) => {
  const who = item.actor ?? 'A former member';
  const what = item.kind === 'reply' ? 'replied to' : 'mentioned you in';
  return `- ${who} ${what} “${item.title}”\n  ${appUrl}/community/post/${item.postId}`;
};

/** The digest: who replied or mentioned the member where, with links; nothing anyone wrote. */
export function forumDigestMail(
  appUrl: string,
  to: string,
  items: DigestItem[],
  links: { oneClick: string; page: string },
): MailMessage {
  const count = items.length === 1 ? 'something new' : `${items.length} new things`;
  return {
    to,
    subject: `While you were away: ${count} in the community`,
    text: `Hello,\n\nWhile you were away, members wrote to you in the community:\n\n${items
      .map((item) => itemLine(appUrl, item))
      .join(
        '\n',
      )}\n\nYour notifications:\n${appUrl}/community\n\nYou get this because you asked for the forum digest in your reminder settings; to stop it, open this link:\n${links.page}\n\nWith care,\nThe Design Your Life team\n`,
    link: `${appUrl}/community`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface DigestDeps extends NoticeDeps {
  db: Database;
  unsubscribeKey: string;
}

/**
 * One pass (hourly, on the job queue): each member who chose the digest, whose clock shows DIGEST_HOUR or later
 * and who has replies or mentions they have not seen, gets one, once that day. The day is claimed before the
 * mail goes, so two processes never both send it; a day with nothing unseen is not claimed (a later pass may
 * still find something).
 */
export async function sendForumDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for await (const member of membersWhoChose(db, reminderPreferences.forumDigestEmail)) {
    if (wallClockAt(now, member.timeZone).minute < DIGEST_HOUR * 60) continue;
    const items = await unseenItems(db, member.userId);
    if (items.length === 0) continue;
    const claimed = await db
      .insert(forumDigests)
      .values({ userId: member.userId, day: memberDay(now, member.timeZone, 0) })
      .onConflictDoNothing()
      .returning({ userId: forumDigests.userId });
    if (claimed.length === 0) continue;
    const links = unsubscribeLinks(deps.appUrl, deps.unsubscribeKey, member.userId, 'forum-digest');
    await sendNotice(deps, forumDigestMail(deps.appUrl, member.email, items, links));
    sent += 1;
  }
  return sent;
}

/** Stops a member's forum digest (its unsubscribe link). */
export async function stopForumDigest(db: Database, userId: string): Promise<void> {
  await db
    .update(reminderPreferences)
    .set({ forumDigestEmail: false, updatedAt: new Date() })
    .where(eq(reminderPreferences.userId, userId));
}
