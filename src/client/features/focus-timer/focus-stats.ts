import { isCompletedSession } from '@shared/tools/pomodoro/pomodoro-settings';
import { addDaysToKey, type DayKey } from '@shared/progress/member-day';
import { formatDate } from '@client/lib/format-date';
import type { DayOf } from '@client/lib/member-day';

export interface FocusSession {
  duration: number;
  completedAt: string;
}

/**
 * Minutes as a member reads them: whole minutes, and any time at all is at least one ("1 min", never "0.9 min"
 * or "0 min" for a session that ran). `short` is "25 min"; `long` is "1 minute", "25 minutes".
 */
/** A day's minutes for the bars: as minutesLabel rounds them, so a day with a short session is not drawn empty. */
const wholeMinutes = (minutes: number) => (minutes > 0 ? Math.max(1, Math.round(minutes)) : 0);

export function minutesLabel(minutes: number, style: 'short' | 'long'): string {
  const whole = wholeMinutes(minutes);
  if (style === 'short') return `${whole} min`;
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
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
      minutes: wholeMinutes(minutesByDay.get(day) ?? 0),
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
