import type { Streaks } from '@shared/tools/habits/habit-streaks';

const count = (n: number, unit: Streaks['unit']) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Current and best streak, announced politely when a tick changes them. Said as every streak in the app is: so
 * many days (or weeks) in a row, here of doing this habit (the dashboard's counts days of showing up at all).
 */
export function HabitStreak({ streaks }: { streaks: Streaks }) {
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      <span data-testid="current-streak">Done {count(streaks.current, streaks.unit)} in a row</span>
      <span aria-hidden="true"> · </span>
      <span>Best: {count(streaks.best, streaks.unit)} in a row</span>
    </p>
  );
}
