import { addDays, addWeeks, getDay, parseISO, startOfISOWeek } from 'date-fns';
import type * as z from '../../api/zod-mini';
import type { habitScheduleSchema } from '../tool-data.schemas';

export type HabitSchedule = z.infer<typeof habitScheduleSchema>;

export interface Streaks {
  /** Days (or weeks, for N-times-a-week habits) in a row up to today; today still open does not break it. */
  current: number;
  best: number;
  unit: 'day' | 'week';
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
/** The local day as yyyy-MM-dd (date-fns' `format` would bring its locale tables to the client). */
const dayKey = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

function isScheduled(schedule: HabitSchedule, date: Date): boolean {
  return schedule.type === 'weekdays' ? schedule.days.includes(getDay(date)) : true;
}

/** Walks scheduled days from the first completion to today, counting runs of completed scheduled days. */
function dayStreaks(schedule: HabitSchedule, done: ReadonlySet<string>, today: Date, first: Date): Streaks {
  let best = 0;
  let run = 0;
  for (let day = first; day <= today; day = addDays(day, 1)) {
    if (!isScheduled(schedule, day)) continue;
    const key = dayKey(day);
    if (done.has(key)) {
      run += 1;
      best = Math.max(best, run);
    } else if (key !== dayKey(today)) {
      run = 0;
    }
  }
  return { current: run, best, unit: 'day' };
}

/** Weeks (Monday to Sunday) in a row with at least `times` completions; this week counts once met. */
function weekStreaks(times: number, dates: readonly string[], today: Date, first: Date): Streaks {
  const perWeek = new Map<string, number>();
  for (const date of dates) {
    const week = dayKey(startOfISOWeek(parseISO(date)));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const thisWeek = dayKey(startOfISOWeek(today));
  let best = 0;
  let run = 0;
  for (let week = startOfISOWeek(first); week <= today; week = addWeeks(week, 1)) {
    const key = dayKey(week);
    if ((perWeek.get(key) ?? 0) >= times) {
      run += 1;
      best = Math.max(best, run);
    } else if (key !== thisWeek) {
      run = 0;
    }
  }
  return { current: run, best, unit: 'week' };
}

/** Current and best streak of a habit on its schedule, as of `today` (a YYYY-MM-DD date). */
export function habitStreaks(
  schedule: HabitSchedule,
  completions: readonly string[],
  today: string,
): Streaks {
  const todayDate = parseISO(today);
  const dates = [...new Set(completions)].filter((d) => d <= today).sort();
  const unit = schedule.type === 'times-per-week' ? 'week' : 'day';
  if (dates.length === 0) return { current: 0, best: 0, unit };
  const first = parseISO(dates[0] as string);
  return schedule.type === 'times-per-week'
    ? weekStreaks(schedule.times, dates, todayDate, first)
    : dayStreaks(schedule, new Set(dates), todayDate, first);
}

/** Share of scheduled days in the window [from, today] that were done (times-per-week: weeks met). */
export function completionRate(
  schedule: HabitSchedule,
  completions: readonly string[],
  from: string,
  today: string,
): number {
  const done = new Set(completions);
  if (schedule.type === 'times-per-week') {
    let weeks = 0;
    let met = 0;
    for (let week = startOfISOWeek(parseISO(from)); week <= parseISO(today); week = addWeeks(week, 1)) {
      weeks += 1;
      const count = [...done].filter((d) => dayKey(startOfISOWeek(parseISO(d))) === dayKey(week)).length;
      if (count >= schedule.times) met += 1;
    }
    return weeks ? met / weeks : 0;
  }
  let scheduled = 0;
  let completed = 0;
  for (let day = parseISO(from); day <= parseISO(today); day = addDays(day, 1)) {
    if (!isScheduled(schedule, day)) continue;
    scheduled += 1;
    if (done.has(dayKey(day))) completed += 1;
  }
  return scheduled ? completed / scheduled : 0;
}
