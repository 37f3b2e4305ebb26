import { habitStreaks, type Streaks } from '@shared/tools/habits/habit-streaks';
import { formatPattern } from '@client/lib/format-date';

/** The member's local calendar day (YYYY-MM-DD) of an ISO timestamp or a Date. */
export function localDay(value: string | Date): string {
  return formatPattern(typeof value === 'string' ? new Date(value) : value, 'yyyy-MM-dd');
}

/**
 * Days in a row with at least one gratitude entry, as of `today` (YYYY-MM-DD). Today without an entry yet
 * does not break the streak: the day is still open.
 */
export function gratitudeStreak(days: readonly string[], today: string): Omit<Streaks, 'unit'> {
  const { current, best } = habitStreaks({ type: 'daily' }, days, today);
  return { current, best };
}
