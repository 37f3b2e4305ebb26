import { calendarDayNumber } from '../dates/calendar-days';
import { addDaysToKey, weekdayOfDayNumber } from '../progress/member-day';
import type { HabitSchedule } from '../tools/habits/habit-streaks';

/** Fewer tagged actions than this in a week say nothing true about how a value was lived. */
export const MIN_ACTIONS = 3;

/** Importance from the card sort's order: the first value 1, each next one a tenth less (the fifth 0.6). */
export const importanceOfRank = (rank: number) => Math.round((1 - 0.1 * (rank - 1)) * 10) / 10;

export interface ActionCount {
  actions: number;
  done: number;
}

/** What the week's tagged actions are read from, in the member's days. */
export interface TaggedWeek {
  weekStart: string;
  /** The member's today: days after it are not due yet. */
  today: string;
  habits: readonly {
    values?: string[];
    schedule: HabitSchedule;
    completions: readonly string[];
    archived?: boolean;
    /** The member day the habit was added: days before it were never due (a tick before it still counts). */
    since?: string;
  }[];
  intentions: readonly { values?: string[]; date: string; checkedIn: boolean }[];
  /** Focus sessions by the member day they ended on: each one is an action done. */
  focusSessions: readonly { values?: string[]; day: string }[];
  goals: readonly { values?: string[]; milestones: readonly { dueDate?: string; done: boolean }[] }[];
}

function add(
  counts: Map<string, ActionCount>,
  values: readonly string[] | undefined,
  done: boolean,
  times = 1,
) {
  for (const value of new Set(values ?? [])) {
    const count = counts.get(value) ?? { actions: 0, done: 0 };
    counts.set(value, { actions: count.actions + times, done: count.done + (done ? times : 0) });
  }
}

/**
 * Each value's tagged actions that were due in the week up to today, and how many were done: a habit's scheduled
 * days (a weekly habit's times), intentions dated in the week (done once checked in), focus sessions (done), goal
 * milestones due in the week.
 */
export function weekActions(week: TaggedWeek): Map<string, ActionCount> {
  const counts = new Map<string, ActionCount>();
  const weekEnd = addDaysToKey(week.weekStart, 6);
  const last = week.today < weekEnd ? week.today : weekEnd;
  const inWeek = (day: string) => day >= week.weekStart && day <= last;
  for (const habit of week.habits) {
    if (habit.archived || !habit.values?.length) continue;
    const ticks = new Set(habit.completions.filter(inWeek));
    if (habit.schedule.type === 'times-per-week') {
      const done = Math.min(ticks.size, habit.schedule.times);
      add(counts, habit.values, true, done);
      add(counts, habit.values, false, habit.schedule.times - done);
      continue;
    }
    const schedule = habit.schedule;
    const firstTick = [...ticks].sort()[0];
    const since = [habit.since ?? week.weekStart, firstTick ?? last].sort()[0] ?? week.weekStart;
    const first = since > week.weekStart ? since : week.weekStart;
    for (let day = first; day <= last; day = addDaysToKey(day, 1)) {
      const weekday = weekdayOfDayNumber(calendarDayNumber(day));
      if (schedule.type === 'weekdays' && !schedule.days.includes(weekday)) continue;
      add(counts, habit.values, ticks.has(day));
    }
  }
  for (const intention of week.intentions)
    if (inWeek(intention.date)) add(counts, intention.values, intention.checkedIn);
  for (const session of week.focusSessions) if (inWeek(session.day)) add(counts, session.values, true);
  for (const goal of week.goals)
    for (const milestone of goal.milestones)
      if (milestone.dueDate && inWeek(milestone.dueDate)) add(counts, goal.values, milestone.done);
  return counts;
}

export interface CompassFigures {
  value: string;
  rank: number;
  importance: number;
  actions: number;
  done: number;
  lived: number | null;
  gap: number | null;
}

/** Each top value's importance beside how it was lived, the largest gap first, then the unsaid in sort order. */
export function compassFigures(
  topValues: readonly string[],
  counts: ReadonlyMap<string, ActionCount>,
): CompassFigures[] {
  const rows = topValues.map((value, index) => {
    const rank = index + 1;
    const importance = importanceOfRank(rank);
    const { actions, done } = counts.get(value) ?? { actions: 0, done: 0 };
    const lived = actions >= MIN_ACTIONS ? done / actions : null;
    return { value, rank, importance, actions, done, lived, gap: lived === null ? null : importance - lived };
  });
  return rows.sort((a, b) => {
    if (a.gap !== null && b.gap !== null) return b.gap - a.gap || a.rank - b.rank;
    if (a.gap !== null) return -1;
    if (b.gap !== null) return 1;
    return a.rank - b.rank;
  });
}
