import type { ContentBundle } from '@shared/content/content.schemas';
import { addDaysToKey, memberDay } from '@shared/progress/member-day';
import { DEFAULT_REVIEW_WEEKDAY, reviewStateOn } from '@shared/weekly-review/review-week';
import type {
  CompleteReviewInput,
  ReviewStatus,
  WeeklyReview,
} from '@shared/weekly-review/weekly-review.schemas';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { compassOfWeek } from '../compass/compass.service';
import { getInsights } from '../insights/insights.service';
import { dayPreferencesWithCurrentDays } from '../progress/member-days.service';
import { readStoredHabit } from '../progress/stored-habits';
import { findNewestHabits, insertEntryFor } from '../tool-data/tool-data.service';
import { winsOf } from './review-wins';
import * as repo from './weekly-review.repository';

export const REVIEW_TAKEN = 'This week’s review is already done or skipped.';
export const NOT_THIS_WEEK = 'Only this week can be reviewed.';

async function currentStatus(db: Database, userId: string, now: Date) {
  const { timeZone, endOfDayHour } = await dayPreferencesWithCurrentDays(db, userId);
  const today = memberDay(now, timeZone, endOfDayHour);
  const weekday = (await repo.findReviewWeekday(db, userId)) ?? DEFAULT_REVIEW_WEEKDAY;
  const { weekStart } = reviewStateOn(today, weekday, null);
  const outcome = await repo.findOutcome(db, userId, weekStart);
  return { timeZone, endOfDayHour, today, status: { weekday, ...reviewStateOn(today, weekday, outcome) } };
}

/** Whether this week's review is open for the member (what the dashboard asks: three small reads). */
export async function getReviewStatus(db: Database, userId: string, now: Date): Promise<ReviewStatus> {
  return (await currentStatus(db, userId, now)).status;
}

/** This week's review: the wins, the values compass, one insight if there is one. */
export async function getWeeklyReview(
  db: Database,
  skills: ContentBundle['skills'],
  userId: string,
  now: Date,
): Promise<WeeklyReview> {
  const { timeZone, endOfDayHour, today, status } = await currentStatus(db, userId, now);
  const weekEnd = addDaysToKey(status.weekStart, 6);
  const facts = await repo.findWeekFacts(db, {
    userId,
    timeZone,
    endOfDayHour,
    from: status.weekStart,
    to: weekEnd,
  });
  const inWeek = (day: string) => day >= status.weekStart && day <= weekEnd && day <= today;
  const habitRows = await findNewestHabits(db, userId);
  const habits = habitRows.flatMap((row) => {
    const habit = readStoredHabit(row.data);
    return habit && !habit.archived
      ? [{ name: habit.name, daysDone: new Set(habit.completions.filter(inWeek)).size }]
      : [];
  });
  const member = { userId, timeZone, endOfDayHour, today };
  const compass = await compassOfWeek(db, skills, member, status.weekStart, habitRows);
  const insights = await getInsights(db, userId, now);
  return {
    ...status,
    weekEnd,
    wins: winsOf(facts, habits),
    compass: compass.rows,
    insight: insights.items[0] ?? null,
    nextWeekStart: addDaysToKey(status.weekStart, 7),
  };
}

async function assertThisWeek(db: Database, userId: string, weekStart: string, now: Date) {
  const { status } = await currentStatus(db, userId, now);
  if (weekStart !== status.weekStart) throw conflict(NOT_THIS_WEEK);
  if (status.state === 'done' || status.state === 'skipped') throw conflict(REVIEW_TAKEN);
}

/** Ends the review with one intention for the next week, saved as an intention dated its Monday. */
export async function completeReview(db: Database, userId: string, input: CompleteReviewInput, now: Date) {
  await assertThisWeek(db, userId, input.weekStart, now);
  return db.transaction(async (tx) => {
    const intention = await insertEntryFor(tx, userId, 'intention-setting-tool', {
      date: addDaysToKey(input.weekStart, 7),
      intention: input.intention,
      focusArea: input.focusArea,
      ...(input.values?.length ? { values: input.values } : {}),
    });
    const recorded = await repo.insertOutcome(tx, {
      userId,
      weekStart: input.weekStart,
      outcome: 'done',
      intentionId: intention.id,
    });
    // Two saves at once: the second finds the week taken, and its intention is rolled back with it.
    if (!recorded) throw conflict(REVIEW_TAKEN);
    return { intention };
  });
}

export async function skipReview(db: Database, userId: string, weekStart: string, now: Date) {
  await assertThisWeek(db, userId, weekStart, now);
  if (!(await repo.insertOutcome(db, { userId, weekStart, outcome: 'skipped' })))
    throw conflict(REVIEW_TAKEN);
}

export const setReviewWeekday = repo.saveReviewWeekday;

/** Reviews the data export lists: ten years' worth at most. */
const REVIEWS_EXPORTED = 520;

/** The member's reviews and chosen day, as the data export writes them. */
export async function exportReviews(db: Database, userId: string) {
  const [reviews, weekday] = await Promise.all([
    repo.findReviews(db, userId, REVIEWS_EXPORTED),
    repo.findReviewWeekday(db, userId),
  ]);
  return {
    reviewWeekday: weekday ?? DEFAULT_REVIEW_WEEKDAY,
    reviews: reviews.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}
