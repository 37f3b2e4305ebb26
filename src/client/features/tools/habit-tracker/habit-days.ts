import { dateOfDayKey } from '@client/lib/day-key';
import { addDays, getDay, startOfISOWeek, subWeeks } from 'date-fns';
import { completionRate, type HabitSchedule } from '@shared/tools/habits/habit-streaks';
import { formatDate, formatPattern } from '@client/lib/format-date';

export const dayKey = (date: Date) => formatPattern(date, 'yyyy-MM-dd');

/** The completions with `date` added if it was missing, or removed if it was there; sorted, no duplicates. */
export function toggleCompletion(completions: readonly string[], date: string): string[] {
  const set = new Set(completions);
  if (set.has(date)) set.delete(date);
  else set.add(date);
  return [...set].sort();
}

/** The last `count` days ending today, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = dateOfDayKey(today);
  return Array.from({ length: count }, (_, i) => dayKey(addDays(end, i - count + 1)));
}

export function isScheduledOn(schedule: HabitSchedule, date: string): boolean {
  return schedule.type === 'weekdays' ? schedule.days.includes(getDay(dateOfDayKey(date))) : true;
}

export interface HeatmapCell {
  date: string;
  done: boolean;
  scheduled: boolean;
  /** After today: shown empty, never counted. */
  future: boolean;
}

/** `weeks` full Monday-to-Sunday weeks ending with this one: one array of seven cells per week, oldest first. */
export function heatmapWeeks(
  schedule: HabitSchedule,
  completions: readonly string[],
  today: string,
  weeks = 12,
): HeatmapCell[][] {
  const done = new Set(completions);
  const firstMonday = subWeeks(startOfISOWeek(dateOfDayKey(today)), weeks - 1);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = dayKey(addDays(firstMonday, w * 7 + d));
      return { date, done: done.has(date), scheduled: isScheduledOn(schedule, date), future: date > today };
    }),
  );
}

export interface WeeklyRate {
  /** The Monday the week starts on. */
  weekStart: string;
  /** 0–100, rounded; null for a week before the habit existed. */
  percent: number | null;
}

/** The completion rate of each of the last `weeks` weeks, counting this week only up to today. */
export function weeklyRates(
  schedule: HabitSchedule,
  completions: readonly string[],
  today: string,
  weeks = 12,
  /** The habit's first day: the days of its first week before it are not misses, as in completionRate. */
  started?: string,
): WeeklyRate[] {
  const firstMonday = subWeeks(startOfISOWeek(dateOfDayKey(today)), weeks - 1);
  return Array.from({ length: weeks }, (_, w) => {
    const start = dayKey(addDays(firstMonday, w * 7));
    const end = dayKey(addDays(firstMonday, w * 7 + 6));
    if (schedule.type === 'times-per-week') {
      // A share of the weekly target reads better than "met or not" on a chart.
      const count = new Set(completions.filter((d) => d >= start && d <= end && d <= today)).size;
      return { weekStart: start, percent: Math.min(100, Math.round((count / schedule.times) * 100)) };
    }
    const from = started && started > start ? started : start;
    const rate = completionRate(schedule, completions, from, end < today ? end : today);
    return { weekStart: start, percent: Math.round(rate * 100) };
  });
}

/** Plain words for a schedule: "Every day", "Mon, Wed and Fri", "3 times a week". */
export function describeSchedule(schedule: HabitSchedule): string {
  if (schedule.type === 'daily') return 'Every day';
  if (schedule.type === 'times-per-week') {
    return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
  }
  const names = [...schedule.days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => formatDate(addDays(dateOfDayKey('2024-01-07'), d), 'EEE'));
  if (names.length === 7) return 'Every day';
  return names.length === 1 ? `Every ${names[0]}` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
