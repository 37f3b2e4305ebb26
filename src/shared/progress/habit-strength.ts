import type { DayKey } from './member-day';

/**
 * Loop Habit Tracker's habit strength: each scheduled day moves the score a step towards 1 when done and
 * towards 0 when missed, so one missed day dents it instead of resetting it. `frequency` is the share of
 * days the habit is due (1 daily, 3/7 three times a week); rarer habits move more per day.
 */
export function habitStrengthSeries(input: {
  days: readonly DayKey[];
  done: ReadonlySet<DayKey>;
  /** Whether the habit is due that day (unscheduled days and rest days leave the score as it is). */
  isDue?: (day: DayKey) => boolean;
  frequency?: number;
}): { day: DayKey; strength: number }[] {
  const multiplier = 0.5 ** (Math.sqrt(input.frequency ?? 1) / 13);
  let score = 0;
  return input.days.map((day) => {
    const due = input.isDue ? input.isDue(day) : true;
    if (input.done.has(day)) score = score * multiplier + (1 - multiplier);
    else if (due) score = score * multiplier;
    return { day, strength: Math.round(score * 1000) / 10 };
  });
}
