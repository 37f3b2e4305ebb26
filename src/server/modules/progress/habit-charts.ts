import { calendarDayNumber } from '@shared/api/dates';
import { habitStrengthSeries } from '@shared/progress/habit-strength';
import { daysBetween, weekdayOfDayNumber } from '@shared/progress/member-day';
import type { ProgressChart } from '@shared/progress/progress.schemas';
import { readStoredHabit, type StoredHabit } from './stored-habits';

interface HabitRow {
  data: unknown;
  createdDay: string;
}

interface RangeFrame {
  from: string;
  to: string;
  restDays: number[];
}

/** The weekdays (0 = Sunday) a habit is due, rest days excepted, and how often it is due as a share of days. */
function scheduleOf(schedule: StoredHabit['schedule'], rest: ReadonlySet<number>) {
  const dueWeekdays = [0, 1, 2, 3, 4, 5, 6].filter(
    (weekday) => !rest.has(weekday) && (schedule.type !== 'weekdays' || schedule.days.includes(weekday)),
  );
  const frequency =
    schedule.type === 'daily'
      ? 1
      : schedule.type === 'weekdays'
        ? schedule.days.length / 7
        : schedule.times / 7;
  return { dueWeekdays, frequency };
}

/**
 * The member's live habits over the range: their strength on each day (Loop's score) and how many of their due
 * days they were done. Days are walked by index and day number, once per habit.
 */
export function habitCharts(habitRows: HabitRow[], f: RangeFrame) {
  // Each habit's series key is short: it is repeated in every day's row (a year of five habits keyed by their
  // ids was 88 KB, mostly ids).
  const habits = habitRows
    .flatMap((row) => {
      const habit = readStoredHabit(row.data);
      return habit && !habit.archived ? [{ createdDay: row.createdDay, ...habit }] : [];
    })
    .map((habit, i) => ({ ...habit, id: `h${i + 1}` }));
  const days = daysBetween(f.from, f.to);
  const first = calendarDayNumber(f.from);
  const rest = new Set(f.restDays);
  const rows: Record<string, number | string>[] = days.map((day) => ({ day }));
  const completion: Record<string, string | number>[] = [];
  for (const habit of habits) {
    const { dueWeekdays, frequency } = scheduleOf(habit.schedule, rest);
    const done = new Set(habit.completions);
    // Walks the requested days only; earlier ticks are folded in without visiting the days between them.
    const series = habitStrengthSeries({ days, completions: done, dueWeekdays, frequency });
    series.forEach((point, i) => {
      rows[i]![habit.id] = point.strength;
    });
    // A habit is due from the day it was made (or its first tick, when earlier days were ticked after):
    // the days before it existed are not misses, as in Loop.
    const since = calendarDayNumber(
      habit.completions.reduce((min, d) => (d < min ? d : min), habit.createdDay),
    );
    const due = new Set(dueWeekdays);
    let dueInRange = 0;
    let doneInRange = 0;
    days.forEach((day, i) => {
      if (done.has(day)) doneInRange += 1;
      if (first + i >= since && due.has(weekdayOfDayNumber(first + i))) dueInRange += 1;
    });
    completion.push({
      habit: habit.name,
      done: doneInRange,
      due: dueInRange,
      rate: dueInRange ? Math.round((doneInRange / dueInRange) * 100) : 0,
    });
  }
  const last = rows.at(-1);
  const strength: ProgressChart = {
    id: 'habit-strength',
    title: 'Habit strength',
    kind: 'line',
    x: 'day',
    series: habits.map((h) => ({ key: h.id, label: h.name })),
    rows,
    summary: habits.length
      ? habits.map((h) => `${h.name}: strength ${last?.[h.id] ?? 0} of 100`).join('; ') +
        '. Strength falls slowly after a missed day instead of starting over.'
      : 'No habits yet. Add one in the Habit Tracker.',
  };
  const completionChart: ProgressChart = {
    id: 'habit-completion',
    title: 'Habit completion',
    kind: 'bar',
    x: 'habit',
    // One measure per axis: the percentage is drawn, the days are in the summary.
    series: [{ key: 'rate', label: 'Completion %' }],
    rows: completion,
    summary: completion.length
      ? completion.map((c) => `${c.habit}: ${c.done} of ${c.due} due days`).join('; ') + '.'
      : 'No habits yet.',
  };
  return { strength, completion: completionChart };
}
