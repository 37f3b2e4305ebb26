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

interface StreakRules {
  today: DayKey;
  restDays?: readonly number[];
  skipsPerMonth?: number;
  /** How far back to look (bounds the walk, whatever the stored history). */
  maxDays?: number;
}

/**
 * A streak that forgives: walking back from today, rest days are passed over, a missed day is covered by
 * the month's skip budget while it lasts, and today still open never breaks it.
 */
export function kindStreak(input: StreakRules & { activeDays: ReadonlySet<DayKey> }): KindStreak {
  const today = calendarDayNumber(input.today);
  const activeOffsets: number[] = [];
  for (const day of input.activeDays) activeOffsets.push(calendarDayNumber(day) - today);
  return kindStreakOfOffsets({ ...input, activeOffsets });
}

/**
 * kindStreak() of the active days given as offsets from today (0 today, -1 the day before), as the database
 * sends them: the walk marks them in an array and names a day only when it is missed, so a year of daily
 * activity costs no more than a week (a date string per day walked was most of a year's streak).
 */
export function kindStreakOfOffsets(input: StreakRules & { activeOffsets: readonly number[] }): KindStreak {
  const rest = new Set(input.restDays ?? []);
  const budget = input.skipsPerMonth ?? SKIP_DAYS_PER_MONTH;
  const today = calendarDayNumber(input.today);
  const maxDays = Number.isNaN(today) ? 0 : Math.max(0, input.maxDays ?? STREAK_LOOKBACK_DAYS);
  const active = new Uint8Array(maxDays);
  for (const offset of input.activeOffsets) if (offset <= 0 && -offset < maxDays) active[-offset] = 1;
  // Skips count only once an earlier active day proves they bridged a gap; a gap too wide uses none.
  const used = new Map<string, number>();
  let pending: string[] = [];
  const spentIn = (month: string) => (used.get(month) ?? 0) + pending.filter((m) => m === month).length;
  let current = 0;
  for (let i = 0; i < maxDays; i += 1) {
    if (active[i] === 1) {
      current += 1;
      for (const month of pending) used.set(month, (used.get(month) ?? 0) + 1);
      pending = [];
      continue;
    }
    const dayNumber = today - i;
    if (i === 0 || rest.has(weekdayOfDayNumber(dayNumber))) continue;
    const month = calendarDateOf(dayNumber).slice(0, 7);
    if (spentIn(month) >= budget) break;
    pending.push(month);
  }
  const skipsUsedThisMonth = used.get(input.today.slice(0, 7)) ?? 0;
  return { current, skipsUsedThisMonth, skipsLeftThisMonth: Math.max(0, budget - skipsUsedThisMonth) };
}
