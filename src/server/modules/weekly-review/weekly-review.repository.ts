import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createStatementNames, executeNamed } from '../../db/named-statement';
import { inRange, type DayFrame } from '../progress/day-frame';
import { weeklyReviewSettings, weeklyReviews } from './weekly-review.table';

const reviewStatementNames = createStatementNames('review');

export async function findReviewWeekday(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ weekday: weeklyReviewSettings.weekday })
    .from(weeklyReviewSettings)
    .where(eq(weeklyReviewSettings.userId, userId));
  return row?.weekday ?? null;
}

export async function saveReviewWeekday(db: DbOrTx, userId: string, weekday: number): Promise<void> {
  await db
    .insert(weeklyReviewSettings)
    .values({ userId, weekday })
    .onConflictDoUpdate({ target: weeklyReviewSettings.userId, set: { weekday } });
}

export async function findOutcome(db: DbOrTx, userId: string, weekStart: string) {
  const [row] = await db
    .select({ outcome: weeklyReviews.outcome })
    .from(weeklyReviews)
    .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStart, weekStart)));
  return row?.outcome === 'done' || row?.outcome === 'skipped' ? row.outcome : null;
}

/** Records the week's outcome once: false when the week already had one (nothing is written). */
export async function insertOutcome(
  db: DbOrTx,
  values: { userId: string; weekStart: string; outcome: 'done' | 'skipped'; intentionId?: string },
): Promise<boolean> {
  const rows = await db
    .insert(weeklyReviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ weekStart: weeklyReviews.weekStart });
  return rows.length > 0;
}

/** What the member did in a range of their days, from the days' summaries (a row a day). */
export interface WeekFacts {
  journalEntries: number;
  gratitudeDays: number;
  focusSessions: number;
  focusMinutes: number;
  breathingSessions: number;
  thoughtRecords: number;
  skillsPractised: number;
}

export async function findWeekFacts(db: DbOrTx, f: DayFrame): Promise<WeekFacts> {
  const count = (tool: string) => sql`coalesce((d.entries_by_tool->>${tool})::int, 0)`;
  const [row] = await executeNamed<Record<keyof WeekFacts, number | string>>(
    db,
    reviewStatementNames,
    sql`select coalesce(sum(d.journal_entries), 0)::int as "journalEntries",
               count(*) filter (where ${count('gratitude-log')} > 0)::int as "gratitudeDays",
               coalesce(sum(d.focus_sessions), 0)::int as "focusSessions",
               round(coalesce(sum(d.focus_minutes), 0))::int as "focusMinutes",
               coalesce(sum(${count('mindful-breathing')}), 0)::int as "breathingSessions",
               coalesce(sum(${count('thought-record-builder')}), 0)::int as "thoughtRecords",
               coalesce(sum(d.practice), 0)::int as "skillsPractised"
          from member_days d where ${inRange(f)}`,
  );
  const value = (key: keyof WeekFacts) => Number(row?.[key] ?? 0);
  return {
    journalEntries: value('journalEntries'),
    gratitudeDays: value('gratitudeDays'),
    focusSessions: value('focusSessions'),
    focusMinutes: value('focusMinutes'),
    breathingSessions: value('breathingSessions'),
    thoughtRecords: value('thoughtRecords'),
    skillsPractised: value('skillsPractised'),
  };
}

/** A member's reviews, newest first (one a week at most: ten years are 520 rows). */
export async function findReviews(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      weekStart: weeklyReviews.weekStart,
      outcome: weeklyReviews.outcome,
      intentionId: weeklyReviews.intentionId,
      at: weeklyReviews.at,
    })
    .from(weeklyReviews)
    .where(eq(weeklyReviews.userId, userId))
    .orderBy(sql`${weeklyReviews.weekStart} desc`)
    .limit(limit);
}
