import { calendarDayNumber } from '../../api/dates';
import type * as z from '../../api/zod-mini';
import { countWeekdaysBetween, weekdayOfDayNumber } from '../../progress/member-day';
import type { habitScheduleSchema } from '../tool-data.schemas';

export type HabitSchedule = z.infer<typeof habitScheduleSchema>;

export interface Streaks {
  /** Days (or weeks, for N-times-a-week habits) in a row up to today; today still open does not break it. */
  current: number;
  best: number;
  unit: 'day' | 'week';
}

const EVERY_DAY = new Set([0, 1, 2, 3, 4, 5, 6]);

function scheduledWeekdays(schedule: HabitSchedule): ReadonlySet<number> {
  return schedule.type === 'weekdays' ? new Set(schedule.days) : EVERY_DAY;
}

/** The Monday (as a day number) of the ISO week a day number falls in. */
const weekStartOf = (dayNumber: number) => dayNumber - ((weekdayOfDayNumber(dayNumber) + 6) % 7);

/** Sorted, distinct day numbers of the completions that are calendar dates; others are skipped. */
function dayNumbers(completions: Iterable<string>): number[] {
  const days = new Set<number>();
  for (const completion of completions) {
    const day = calendarDayNumber(completion);
    if (!Number.isNaN(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Runs of completed scheduled days. Only the ticks are visited: two ticks belong to one run when no
 * scheduled day lies between them, counted in whole weeks, so a tick in 1900 costs no more than yesterday's.
 */
function dayStreaks(weekdays: ReadonlySet<number>, ticks: readonly number[], today: number): Streaks {
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const tick of ticks) {
    if (!weekdays.has(weekdayOfDayNumber(tick))) continue;
    const continues = previous !== null && countWeekdaysBetween(previous + 1, tick - 1, weekdays) === 0;
    run = continues ? run + 1 : 1;
    best = Math.max(best, run);
    previous = tick;
  }
  // A scheduled day missed since the last tick ends the run; today itself is still open.
  const broken = previous === null || countWeekdaysBetween(previous + 1, today - 1, weekdays) > 0;
  return { current: broken ? 0 : run, best, unit: 'day' };
}

/** Weeks (Monday to Sunday) in a row with at least `times` completions; this week counts once met. */
function weekStreaks(times: number, ticks: readonly number[], today: number): Streaks {
  const perWeek = new Map<number, number>();
  for (const tick of ticks) perWeek.set(weekStartOf(tick), (perWeek.get(weekStartOf(tick)) ?? 0) + 1);
  const metWeeks = [...perWeek].filter(([, count]) => count >= times).map(([week]) => week);
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const week of metWeeks.sort((a, b) => a - b)) {
    run = previous !== null && week - previous === 7 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = week;
  }
  // This week still open keeps last week's run alive.
  const thisWeek = weekStartOf(today);
  const current = previous === thisWeek || previous === thisWeek - 7 ? run : 0;
  return { current, best, unit: 'week' };
}

/** Current and best streak of a habit on its schedule, as of `today` (a YYYY-MM-DD date). */
export function habitStreaks(
  schedule: HabitSchedule,
  completions: readonly string[],
  today: string,
): Streaks {
  const unit = schedule.type === 'times-per-week' ? 'week' : 'day';
  const todayNumber = calendarDayNumber(today);
  const ticks = dayNumbers(completions).filter((day) => day <= todayNumber);
  if (ticks.length === 0) return { current: 0, best: 0, unit };
  return schedule.type === 'times-per-week'
    ? weekStreaks(schedule.times, ticks, todayNumber)
    : dayStreaks(scheduledWeekdays(schedule), ticks, todayNumber);
}

/** Share of scheduled days in the window [from, today] that were done (times-per-week: weeks met). */
export function completionRate(
  schedule: HabitSchedule,
  completions: readonly string[],
  from: string,
  today: string,
): number {
  const first = calendarDayNumber(from);
  const last = calendarDayNumber(today);
  if (!(last >= first)) return 0;
  const ticks = dayNumbers(completions);
  if (schedule.type === 'times-per-week') {
    // A week counts all its ticks, also those outside the window, as the habit card shows it.
    const perWeek = new Map<number, number>();
    for (const tick of ticks) perWeek.set(weekStartOf(tick), (perWeek.get(weekStartOf(tick)) ?? 0) + 1);
    const firstWeek = weekStartOf(first);
    const weeks = Math.floor((last - firstWeek) / 7) + 1;
    const met = [...perWeek].filter(
      ([week, count]) => week >= firstWeek && week <= last && count >= schedule.times,
    ).length;
    return met / weeks;
  }
  const weekdays = scheduledWeekdays(schedule);
  const scheduled = countWeekdaysBetween(first, last, weekdays);
  const completed = ticks.filter(
    (tick) => tick >= first && tick <= last && weekdays.has(weekdayOfDayNumber(tick)),
  ).length;
  return scheduled ? completed / scheduled : 0;
}
