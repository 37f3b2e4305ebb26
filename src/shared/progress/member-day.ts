/** A calendar date as YYYY-MM-DD. */
export type DayKey = string;

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
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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

/** Every day from `from` to `to` inclusive. */
export function daysBetween(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDaysToKey(day, 1)) days.push(day);
  return days;
}

/** Weekday of a calendar date, 0 = Sunday. */
export const weekdayOf = (day: DayKey) => new Date(`${day}T00:00:00Z`).getUTCDay();
