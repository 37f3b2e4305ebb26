import { calendarDayNumber } from '../dates/calendar-days';
import { countWeekdaysBetween, weekdayOfDayNumber, type DayKey } from './member-day';

const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * Loop Habit Tracker's habit strength: each scheduled day moves the score a step towards 1 when done and
 * towards 0 when missed, so one missed day dents it instead of resetting it. `frequency` is the share of
 * days the habit is due (1 daily, 3/7 three times a week); rarer habits move more per day.
 *
 * Only the charted days are walked. The history before them is folded in tick by tick, jumping each gap
 * in one step (a run of n missed due days multiplies the score by the step n times), so a tick in 1900 costs
 * what a tick last week costs.
 */
export function habitStrengthSeries(input: {
  /** The days to chart, oldest first, one after another (a request's range). */
  days: readonly DayKey[];
  /** Every day the habit was done, earlier ones included: they set the strength the chart starts from. */
  completions: Iterable<DayKey>;
  /** Weekdays (0 = Sunday) the habit is due; on other days a miss leaves the score as it is. */
  dueWeekdays?: readonly number[];
  frequency?: number;
}): { day: DayKey; strength: number }[] {
  const first = input.days[0];
  if (first === undefined) return [];
  const multiplier = 0.5 ** (Math.sqrt(input.frequency ?? 1) / 13);
  const due = new Set(input.dueWeekdays ?? EVERY_DAY);
  const done = new Set<number>();
  for (const day of input.completions) {
    const dayNumber = calendarDayNumber(day);
    if (!Number.isNaN(dayNumber)) done.add(dayNumber);
  }
  const start = calendarDayNumber(first);
  let score = 0;
  let previous: number | null = null;
  for (const tick of [...done].filter((d) => d < start).sort((a, b) => a - b)) {
    if (previous !== null) score *= multiplier ** countWeekdaysBetween(previous + 1, tick - 1, due);
    score = score * multiplier + (1 - multiplier);
    previous = tick;
  }
  if (previous !== null) score *= multiplier ** countWeekdaysBetween(previous + 1, start - 1, due);
  // The days follow one another, so each one's number is counted, not read from its text again.
  return input.days.map((day, i) => {
    const dayNumber = start + i;
    if (done.has(dayNumber)) score = score * multiplier + (1 - multiplier);
    else if (due.has(weekdayOfDayNumber(dayNumber))) score = score * multiplier;
    return { day, strength: Math.round(score * 1000) / 10 };
  });
}
