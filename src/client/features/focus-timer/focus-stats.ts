import { isCompletedSession } from '@shared/tools/pomodoro/pomodoro-settings';
import { addDaysToKey, type DayKey } from '@shared/progress/member-day';
import { formatDate } from '@client/lib/format-date';
import type { DayOf } from '@client/lib/member-day';

export interface FocusSession {
  duration: number;
  completedAt: string;
}

/** Midnight of a YYYY-MM-DD on this device's clock, to name its weekday. */
const localMidnight = (day: DayKey) => new Date(`${day}T00:00:00`);

/**
 * Focus minutes on each of the last `days` days up to `today`, oldest first, for the chart; a session counts on
 * the day `dayOf` gives its completion (the member's day, as the dashboard counts it).
 */
export function focusMinutesPerDay(
  sessions: readonly FocusSession[],
  today: DayKey,
  dayOf: DayOf,
  days = 7,
): { day: DayKey; label: string; minutes: number }[] {
  const minutesByDay = new Map<DayKey, number>();
  for (const session of sessions) {
    const day = dayOf(new Date(session.completedAt));
    minutesByDay.set(day, (minutesByDay.get(day) ?? 0) + session.duration);
  }
  return Array.from({ length: days }, (_, index) => {
    const day = addDaysToKey(today, index - days + 1);
    return {
      day,
      label: formatDate(localMidnight(day), 'EEE'),
      minutes: Math.round(minutesByDay.get(day) ?? 0),
    };
  });
}

/** Sessions done today: those lasting at least 90% of the focus duration (spec §5). */
export function completedToday(
  sessions: readonly FocusSession[],
  today: DayKey,
  dayOf: DayOf,
  focusDuration: number,
): number {
  return sessions.filter(
    (s) => dayOf(new Date(s.completedAt)) === today && isCompletedSession(s.duration, focusDuration),
  ).length;
}

/** The weekday's name of a YYYY-MM-DD ("Tuesday"), whatever the device's zone. */
export const weekdayName = (day: DayKey) => formatDate(localMidnight(day), 'EEEE');
