import { addDaysToKey, mondayOf, type DayKey } from '../progress/member-day';

/** Sunday: the end of the week, when most people look back on it. */
export const DEFAULT_REVIEW_WEEKDAY = 0;

/** The day of the week (Monday to Sunday) holding `day` on which a review chosen for `weekday` opens. */
export function reviewOpensOn(weekStart: DayKey, weekday: number): DayKey {
  return addDaysToKey(weekStart, weekday === 0 ? 6 : weekday - 1);
}

/**
 * This week's review on the member's day `today`: from the chosen weekday to the week's end it is due until done
 * or skipped; it is never carried into the next week (a missed review is not owed).
 */
export function reviewStateOn(
  today: DayKey,
  weekday: number,
  outcome: 'done' | 'skipped' | null,
): { weekStart: DayKey; state: 'not-yet' | 'due' | 'done' | 'skipped' } {
  const weekStart = mondayOf(today);
  if (outcome) return { weekStart, state: outcome };
  return { weekStart, state: today >= reviewOpensOn(weekStart, weekday) ? 'due' : 'not-yet' };
}
