import { isSameDay, startOfDay, subDays } from 'date-fns';
import { isCompletedSession } from '@shared/tools/pomodoro/pomodoro-settings';
import { formatDate } from '@client/lib/format-date';

export interface FocusSession {
  duration: number;
  completedAt: string;
}

/** Focus minutes on each of the last `days` days, oldest first, for the chart. */
export function focusMinutesPerDay(
  sessions: readonly FocusSession[],
  today: Date,
  days = 7,
): { day: string; label: string; minutes: number }[] {
  return Array.from({ length: days }, (_, index) => {
    const day = startOfDay(subDays(today, days - 1 - index));
    const minutes = sessions
      .filter((s) => isSameDay(new Date(s.completedAt), day))
      .reduce((sum, s) => sum + s.duration, 0);
    return {
      day: formatDate(day, 'yyyy-MM-dd'),
      label: formatDate(day, 'EEE'),
      minutes: Math.round(minutes),
    };
  });
}

/** Sessions done today: those lasting at least 90% of the focus duration (spec §5). */
export function completedToday(
  sessions: readonly FocusSession[],
  today: Date,
  focusDuration: number,
): number {
  return sessions.filter(
    (s) => isSameDay(new Date(s.completedAt), today) && isCompletedSession(s.duration, focusDuration),
  ).length;
}
