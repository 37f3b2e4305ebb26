/**
 * When a reminder is next due, from the member's chosen times and weekdays in their own time zone. Pure, so
 * the scheduler and its tests agree: 21:00 in America/Los_Angeles is 04:00 or 05:00 UTC as daylight saving
 * time comes and goes, and a time that does not exist on the day the clocks go forward is sent at the first
 * minute that does.
 */

/** Minutes after midnight of a "HH:mm" time. */
export function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  minute: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    // Bounded: a process sees its members' zones, a few hundred at most.
    if (formatters.size < 1_000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in a time zone at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time happens in a zone: the first of a time that happens twice (the clocks going
 * back), and for a time the clocks skip, the same distance past the jump (02:30 becomes 03:30).
 */
export function instantOf(year: number, month: number, day: number, minute: number, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day, 0, minute);
  const candidates = [naive - offsetAt(naive, timeZone) * 60_000];
  candidates.push(naive - offsetAt(candidates[0]!, timeZone) * 60_000);
  // Each offset in force around the time, one hour either side, tried as well: a reading is right when it
  // shows the wanted wall clock.
  for (const probe of [naive - 3 * 3_600_000, naive + 3 * 3_600_000])
    candidates.push(naive - offsetAt(probe, timeZone) * 60_000);
  const readsBack = candidates.filter((instant) => {
    const wall = wallClockAt(new Date(instant), timeZone);
    return wall.day === day && wall.minute === minute;
  });
  return new Date(readsBack.length > 0 ? Math.min(...readsBack) : Math.max(...candidates));
}

export interface ReminderSchedule {
  /** "HH:mm", the member's own clock. */
  times: readonly string[];
  /** Weekdays it is sent on, 0 = Sunday. */
  days: readonly number[];
  timeZone: string;
}

/** Quiet hours, "HH:mm" to "HH:mm" on the member's clock (across midnight when the end is earlier). */
export interface QuietHours {
  start: string;
  end: string;
}

/** Whether a minute of the day falls in quiet hours. */
export function isQuietMinute(minute: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = minuteOfDay(quiet.start);
  const end = minuteOfDay(quiet.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The first time strictly after `after` at which the reminder is due, skipping quiet hours; null when it has no
 * time or no day (never due).
 */
export function nextDueAfter(
  after: Date,
  schedule: ReminderSchedule,
  quiet: QuietHours | null = null,
): Date | null {
  const minutes = [...new Set(schedule.times.map(minuteOfDay))]
    .filter((minute) => !isQuietMinute(minute, quiet))
    .sort((a, b) => a - b);
  if (minutes.length === 0 || schedule.days.length === 0) return null;
  const today = wallClockAt(after, schedule.timeZone);
  // Eight days ahead always reaches the next chosen weekday, today's later times included.
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (!schedule.days.includes(date.getUTCDay())) continue;
    for (const minute of minutes) {
      const due = instantOf(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        minute,
        schedule.timeZone,
      );
      if (due.getTime() > after.getTime()) return due;
    }
  }
  return null;
}

/**
 * When a reminder snoozed from its notification at `now` comes back: `minutes` later, or at the end of the
 * member's quiet hours when that falls inside them.
 */
export function snoozedUntil(now: Date, minutes: number, timeZone: string, quiet: QuietHours | null): Date {
  const later = new Date(now.getTime() + minutes * 60_000);
  if (!quiet || !isQuietMinute(wallClockAt(later, timeZone).minute, quiet)) return later;
  const quietEnds = nextDueAfter(later, { times: [quiet.end], days: [0, 1, 2, 3, 4, 5, 6], timeZone });
  return quietEnds ?? later;
}
