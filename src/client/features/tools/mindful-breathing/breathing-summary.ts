import { startOfWeek } from 'date-fns';

/** The start of the member's week (Monday), for "this week" totals. */
export function startOfThisWeek(now: Date): Date {
  return startOfWeek(now, { weekStartsOn: 1 });
}

/** Sessions and whole minutes practised among sessions completed since `from`. */
export function weekSummary(sessions: { completedAt: string; durationSeconds: number }[], from: Date) {
  const thisWeek = sessions.filter((s) => new Date(s.completedAt) >= from);
  const seconds = thisWeek.reduce((sum, s) => sum + s.durationSeconds, 0);
  return { sessions: thisWeek.length, minutes: Math.round(seconds / 60) };
}

/** "3 min", "45 sec" or "2 min 30 sec". */
export function formatPractice(durationSeconds: number): string {
  const minutes = Math.floor(durationSeconds / 60);
  const seconds = durationSeconds % 60;
  if (minutes === 0) return `${seconds} sec`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} sec`;
}
