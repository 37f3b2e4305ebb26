import { eq, sql } from 'drizzle-orm';
import { addDaysToKey, memberDay, type DayKey } from '@shared/progress/member-day';
import { wallClockAt } from '@shared/reminders/reminder-times';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { sendNotice, type NoticeDeps } from '../../mail/member-mails';
import { dayPreferencesWithCurrentDays } from '../progress/member-days.service';
import { reminderPreferences, weeklySummaries } from './reminders.table';
import { membersWhoChose } from './members-who-chose';
import { unsubscribeLinks } from './unsubscribe-links';

/** The summary goes on the member's Sunday from this hour (their clock); the hourly pass sends it once. */
export const SUMMARY_WEEKDAY = 0;
export const SUMMARY_HOUR = 18;

/** What a week's summary counts: how often each tool was used, never anything written. */
export interface WeekCounts {
  from: DayKey;
  to: DayKey;
  activeDays: number;
  journalEntries: number;
  /** The week's average journal mood (1–5), or null with no mood recorded. */
  averageMood: number | null;
  gratitudeEntries: number;
  focusSessions: number;
  focusMinutes: number;
  practice: number;
}

async function weekCounts(db: Database, userId: string, now: Date): Promise<WeekCounts> {
  const frame = await dayPreferencesWithCurrentDays(db, userId);
  const to = memberDay(now, frame.timeZone, frame.endOfDayHour);
  const from = addDaysToKey(to, -6);
  const result = (await db.execute(sql`
    select count(*) filter (where d.entries > 0 or d.practice > 0)::int as active_days,
           coalesce(sum(d.journal_entries), 0)::int as journal_entries,
           coalesce(sum(d.mood_sum), 0)::float8 as mood_sum,
           coalesce(sum(d.mood_count), 0)::int as mood_count,
           coalesce(sum((d.entries_by_tool->>'gratitude-log')::int), 0)::int as gratitude_entries,
           coalesce(sum(d.focus_sessions), 0)::int as focus_sessions,
           coalesce(sum(d.focus_minutes), 0)::float8 as focus_minutes,
           coalesce(sum(d.practice), 0)::int as practice
      from member_days d
     where d.user_id = ${userId} and d.day between ${from}::date and ${to}::date`)) as unknown as {
    rows: Record<string, string | number | null>[];
  };
  const row = result.rows[0];
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    from,
    to,
    activeDays: n('active_days'),
    journalEntries: n('journal_entries'),
    averageMood: n('mood_count') > 0 ? n('mood_sum') / n('mood_count') : null,
    gratitudeEntries: n('gratitude_entries'),
    focusSessions: n('focus_sessions'),
    focusMinutes: Math.round(n('focus_minutes')),
    practice: n('practice'),
  };
}

const longDay = (day: DayKey) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The weekly summary: counts only, a link to the progress page, and the one-click way to stop it. */
export function weeklySummaryMail(
  appUrl: string,
  to: string,
  week: WeekCounts,
  links: { oneClick: string; page: string },
): MailMessage {
  const lines = [
    `- Days you used the app: ${week.activeDays} of 7`,
    `- Journal: ${plural(week.journalEntries, 'entry', 'entries')}${
      week.averageMood === null ? '' : ` (average mood ${week.averageMood.toFixed(1)} of 5)`
    }`,
    `- Gratitude: ${plural(week.gratitudeEntries, 'entry', 'entries')}`,
    `- Focus: ${plural(week.focusSessions, 'session')} (${plural(week.focusMinutes, 'minute')})`,
    `- Skills practised: ${week.practice}`,
  ];
  const body =
    week.activeDays === 0
      ? 'A quiet week: nothing was written. That is fine; the tools are there whenever you want them.'
      : `Here is your week, ${longDay(week.from)} to ${longDay(week.to)}:\n\n${lines.join('\n')}`;
  return {
    to,
    subject: 'Your week in Design Your Life',
    text: `Hello,\n\n${body}\n\nYour progress, day by day:\n${appUrl}/progress\n\nThis summary never includes anything you wrote. You get it because you asked for it in your reminder settings; to stop it, open this link:\n${links.page}\n\nWith care,\nThe Design Your Life team\n`,
    link: `${appUrl}/progress`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface SummaryDeps extends NoticeDeps {
  db: Database;
  unsubscribeKey: string;
}

/**
 * One pass (hourly, on the job queue): each member who chose the summary and whose clock shows Sunday from 18:00
 * gets this week's, once. The week is claimed (a row per member and Sunday) before the mail goes, so two
 * processes or two passes never send it twice; a process that dies between the two loses that week's mail,
 * which is better than sending it twice. Pages through the members who chose it on their index.
 */
export async function sendWeeklySummaries(deps: SummaryDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for await (const member of membersWhoChose(db, reminderPreferences.weeklySummaryEmail)) {
    const clock = wallClockAt(now, member.timeZone);
    if (clock.weekday !== SUMMARY_WEEKDAY || clock.minute < SUMMARY_HOUR * 60) continue;
    const claimed = await db
      .insert(weeklySummaries)
      .values({ userId: member.userId, weekOf: memberDay(now, member.timeZone, 0) })
      .onConflictDoNothing()
      .returning({ userId: weeklySummaries.userId });
    if (claimed.length === 0) continue;
    const week = await weekCounts(db, member.userId, now);
    const links = unsubscribeLinks(deps.appUrl, deps.unsubscribeKey, member.userId);
    await sendNotice(deps, weeklySummaryMail(deps.appUrl, member.email, week, links));
    sent += 1;
  }
  return sent;
}

/** Stops a member's weekly summary (the unsubscribe link). */
export async function stopWeeklySummary(db: Database, userId: string): Promise<void> {
  await db
    .update(reminderPreferences)
    .set({ weeklySummaryEmail: false, updatedAt: new Date() })
    .where(eq(reminderPreferences.userId, userId));
}
