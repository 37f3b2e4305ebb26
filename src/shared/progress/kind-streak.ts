import { calendarDateOf, calendarDayNumber } from '../dates/calendar-days';
import { weekdayOfDayNumber, type DayKey } from './member-day';

/** Skip days a month that keep a streak alive (spec: kind progress). */
export const SKIP_DAYS_PER_MONTH = 2;
/** How far back a streak is looked for by default: a longer run shows as this many days. */
export const STREAK_LOOKBACK_DAYS = 400;

export interface KindStreak {
  /** Active days in the current run. */
  current: number;
  /** Skip days used this month (by the current run) and how many remain. */
  skipsUsedThisMonth: number;
  skipsLeftThisMonth: number;
}

/**
 * A streak that forgives: walking back from today, rest days are passed over, a missed day is covered by
 * the month's skip budget while it lasts, and today still open never breaks it.
 */
export function kindStreak(input: {
  activeDays: ReadonlySet<DayKey>;
  today: DayKey;
  restDays?: readonly number[];
  skipsPerMonth?: number;
  /** How far back to look (bounds the walk, whatever the stored history). */
  maxDays?: number;
}): KindStreak {
  const rest = new Set(input.restDays ?? []);
  const budget = input.skipsPerMonth ?? SKIP_DAYS_PER_MONTH;
  // Skips count only once an earlier active day proves they bridged a gap; a gap too wide uses none.
  const used = new Map<string, number>();
  let pending: string[] = [];
  const spentIn = (month: string) => (used.get(month) ?? 0) + pending.filter((m) => m === month).length;
  let current = 0;
  const today = calendarDayNumber(input.today);
  const maxDays = Number.isNaN(today) ? 0 : (input.maxDays ?? STREAK_LOOKBACK_DAYS);
  for (let i = 0; i < maxDays; i += 1) {
    const dayNumber = today - i;
    const day = calendarDateOf(dayNumber);
    if (input.activeDays.has(day)) {
      current += 1;
      for (const month of pending) used.set(month, (used.get(month) ?? 0) + 1);
      pending = [];
      continue;
    }
    if (i === 0 || rest.has(weekdayOfDayNumber(dayNumber))) continue;
    const month = day.slice(0, 7);
    if (spentIn(month) >= budget) break;
    pending.push(month);
  }
  const skipsUsedThisMonth = used.get(input.today.slice(0, 7)) ?? 0;
  return { current, skipsUsedThisMonth, skipsLeftThisMonth: Math.max(0, budget - skipsUsedThisMonth) };
}
