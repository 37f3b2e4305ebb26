// Calendar dates and day arithmetic without any schema library: pages that only count days (a habit's week,
// the member's today) load this, not zod. The schema fields built on it are in ../api/dates.

/**
 * The years the product deals in: habits, goals, journal days and charts of a life, not history. Every
 * date any schema accepts lies in them, so day arithmetic, loops over days and the database's date casts
 * only ever meet real dates of four-digit years (no year 0000, no `+010000-01-01` from `toISOString`).
 */
export const MIN_CALENDAR_YEAR = 1900;
export const MAX_CALENDAR_YEAR = 2100;
export const FIRST_CALENDAR_DATE = `${MIN_CALENDAR_YEAR}-01-01`;
export const LAST_CALENDAR_DATE = `${MAX_CALENDAR_YEAR}-12-31`;

/** A real calendar date `YYYY-MM-DD` between the first and last calendar years. */
export type CalendarDate = string;

// Leap years between 1900 and 2100: every fourth, but not 1900 or 2100.
const LEAP_DAY = '(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:[02468][048]|[13579][26]))-02-29';
const OTHER_DAY =
  '(?:19\\d\\d|20\\d\\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/**
 * A calendar date-time as a regular expression that JavaScript and PostgreSQL read alike, so SQL can test
 * a stored value before casting it (a failed cast is an error, not a null). Seconds carry at most nine
 * decimals (PostgreSQL refuses a timestamp past 128 characters); offsets go to ±14:00.
 */
export const CALENDAR_DATE_TIME_PATTERN = `^(?:${LEAP_DAY}|${OTHER_DAY})T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:(?:0\\d|1[0-3]):[0-5]\\d|14:00))$`;
const DATE_TIME = new RegExp(CALENDAR_DATE_TIME_PATTERN);

/**
 * Days since 1970-01-01 of a real calendar date in the product's years, or NaN for anything else (a
 * wrong shape, 30 February, year 0000, 2101). Every day loop counts with these numbers, never with strings.
 */
export function calendarDayNumber(value: string): number {
  // Read digit by digit and counted in integers (Howard Hinnant's days-from-civil): every day loop and
  // chart calls this for each day it shows, and a Date and a regular expression per call were most of a
  // year's streaks (32 % of a request's CPU).
  if (typeof value !== 'string' || value.length !== 10) return Number.NaN;
  if (value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return Number.NaN;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  if (year < MIN_CALENDAR_YEAR || year > MAX_CALENDAR_YEAR || month < 1 || month > 12 || day < 1) {
    return Number.NaN;
  }
  if (day > daysInMonth(year, month)) return Number.NaN;
  return dayNumberOfCivil(year, month, day);
}

const DASH = 45;
const ZERO = 48;

/** The number written by `length` ASCII digits of `value` from `start`, or NaN when one is not a digit. */
function digits(value: string, start: number, length: number): number {
  let number = 0;
  for (let i = start; i < start + length; i += 1) {
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return Number.NaN;
    number = number * 10 + digit;
  }
  return number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12). */
function dayNumberOfCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Whether a value is a real calendar date `YYYY-MM-DD` between the first and last calendar years. */
export const isCalendarDate = (value: unknown): value is CalendarDate =>
  typeof value === 'string' && !Number.isNaN(calendarDayNumber(value));

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The calendar date of a day number, `YYYY-MM-DD`. Days just outside the product's years (a streak looking
 * back from 1900-01-05) still format as dates; the caller decides what to do with them.
 */
export function calendarDateOf(dayNumber: number): CalendarDate {
  // The inverse of dayNumberOfCivil (Hinnant's civil-from-days), in integers.
  const z = Math.floor(dayNumber) + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Whether a value is an ISO date-time with a UTC offset (`Z` or ±hh:mm, at most the ±14:00 the world uses)
 * whose date is a calendar date, and which PostgreSQL can cast to timestamptz.
 */
export const isCalendarDateTime = (value: unknown): value is string =>
  typeof value === 'string' && DATE_TIME.test(value);
