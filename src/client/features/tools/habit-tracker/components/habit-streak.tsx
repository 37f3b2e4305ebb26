import type { Streaks } from '@shared/tools/habits/habit-streaks';

const count = (n: number, unit: Streaks['unit']) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Current and best streak, announced politely when a tick changes them. */
export function HabitStreak({ streaks }: { streaks: Streaks }) {
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      <span data-testid="current-streak">Current streak: {count(streaks.current, streaks.unit)}</span>
      <span aria-hidden="true"> · </span>
      <span>Best: {count(streaks.best, streaks.unit)}</span>
    </p>
  );
}
