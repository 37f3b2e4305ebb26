import { isCalendarDate } from '@shared/api/dates';
import { habitStreaks, type HabitSchedule } from '@shared/tools/habits/habit-streaks';
import { readStoredHabit } from '../progress/stored-habits';

/** A habit's best run counted in days: a weekly habit's weeks in a row count seven days each. */
function bestRunInDays(schedule: HabitSchedule, ticks: readonly string[]): number {
  const last = ticks.at(-1);
  if (last === undefined) return 0;
  const streaks = habitStreaks(schedule, ticks, last);
  return streaks.unit === 'week' ? streaks.best * 7 : streaks.best;
}

/** A tick's day as an instant: midday UTC, so a day compares the same way from any time zone's refresh date. */
const dayAsInstant = (day: string) => Date.parse(`${day}T12:00:00Z`);

export interface HabitRunFacts {
  /** The longest run of any habit, in days, at most the goal. */
  progress: number;
  /** The day a habit's run first reached the goal (epoch ms), or null. */
  reachedAt: number | null;
  /** The newest tick of any habit (epoch ms), or null. */
  lastTickAt: number | null;
}

/**
 * The first day a habit's run reached `goal`: a run only grows as ticks are added in day order, so the shortest
 * prefix of ticks whose best run reaches it is found by bisection (a ten-year habit costs a dozen walks, not
 * thousands).
 */
function dayRunReached(schedule: HabitSchedule, ticks: readonly string[], goal: number): string | null {
  if (bestRunInDays(schedule, ticks) < goal) return null;
  let low = 0;
  let high = ticks.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (bestRunInDays(schedule, ticks.slice(0, middle + 1)) >= goal) high = middle;
    else low = middle + 1;
  }
  return ticks[low] ?? null;
}

/** What the member's habits say toward a "keep a habit for `goal` days" rule. */
export function habitRunFacts(habits: readonly { data: unknown }[], goal: number): HabitRunFacts {
  let progress = 0;
  let reachedAt: number | null = null;
  let lastTickAt: number | null = null;
  for (const row of habits) {
    const habit = readStoredHabit(row.data);
    if (!habit) continue;
    const ticks = [...new Set(habit.completions.filter(isCalendarDate))].sort();
    const last = ticks.at(-1);
    if (last === undefined) continue;
    lastTickAt = Math.max(lastTickAt ?? -Infinity, dayAsInstant(last));
    progress = Math.max(progress, Math.min(goal, bestRunInDays(habit.schedule, ticks)));
    const reached = dayRunReached(habit.schedule, ticks, goal);
    if (reached !== null) reachedAt = Math.min(reachedAt ?? Infinity, dayAsInstant(reached));
  }
  return { progress, reachedAt, lastTickAt };
}
