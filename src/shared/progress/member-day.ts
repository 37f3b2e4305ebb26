import { calendarDateOf, calendarDayNumber, type CalendarDate } from '../dates/calendar-days';
import { spanOffsetAt, type ZoneOffsetSpan } from '../dates/zone-offset-span';

/** A calendar date as YYYY-MM-DD. */
export type DayKey = CalendarDate;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Adds whole days to a calendar date (no time zone involved). */
export function addDaysToKey(day: DayKey, days: number): DayKey {
  return calendarDateOf(calendarDayNumber(day) + days);
}

/**
 * The member's day an instant belongs to: the calendar date on their wall clock, or the day before while
 * the clock is still before their end-of-day hour (a 01:30 entry with a 04:00 day end counts for
 * yesterday). Wall-clock based, so a DST change never moves the boundary. SQL twin:
 * `((at at time zone tz) - make_interval(hours => h))::date`.
 */
export function memberDay(at: Date, timeZone: string, endOfDayHour: number): DayKey {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return Number(parts.hour) < endOfDayHour ? addDaysToKey(date, -1) : date;
}

/**
 * memberDay by arithmetic, without Intl, for an instant inside a span of its zone's offset (see
 * zone-offset-span.ts); null outside it, where memberDay answers.
 */
export function memberDayInSpan(at: Date, span: ZoneOffsetSpan, endOfDayHour: number): DayKey | null {
  const offsetMinutes = spanOffsetAt(span, at);
  if (offsetMinutes === null) return null;
  const wallClock = new Date(at.getTime() + offsetMinutes * 60_000);
  const date = wallClock.toISOString().slice(0, 10);
  return wallClock.getUTCHours() < endOfDayHour ? addDaysToKey(date, -1) : date;
}

/**
 * Every day from `from` to `to` inclusive; none when either is not a calendar date. Counted on day numbers,
 * so it ends whatever the strings are; the caller bounds the span (a request's validated range).
 */
export function daysBetween(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  const last = calendarDayNumber(to);
  for (let day = calendarDayNumber(from); day <= last; day += 1) days.push(calendarDateOf(day));
  return days;
}

/** Weekday of a day number (days since 1970-01-01, a Thursday), 0 = Sunday. */
export const weekdayOfDayNumber = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;

/** Weekday of a calendar date, 0 = Sunday (NaN when it is not one). */
export const weekdayOf = (day: DayKey) => weekdayOfDayNumber(calendarDayNumber(day));

/** The Monday of the week a day falls in (weeks run Monday to Sunday, as the habit tracker's do). */
export const mondayOf = (day: DayKey): DayKey => addDaysToKey(day, -((weekdayOf(day) + 6) % 7));

/**
 * How many days from `first` to `last` (day numbers, inclusive) fall on the given weekdays (0 = Sunday),
 * counted by whole weeks: the cost does not grow with the span.
 */
export function countWeekdaysBetween(first: number, last: number, weekdays: ReadonlySet<number>): number {
  if (!(last >= first)) return 0;
  const span = last - first + 1;
  const weeks = Math.floor(span / 7);
  let count = weeks * weekdays.size;
  for (let day = first + weeks * 7; day <= last; day += 1) {
    if (weekdays.has(weekdayOfDayNumber(day))) count += 1;
  }
  return count;
}
