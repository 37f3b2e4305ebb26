import * as z from './zod-mini';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

// The year of an ISO date or date-time string: its first four digits (both formats start with them).
const yearOf = (value: string) => Number(value.slice(0, 4));
const inRange = (value: string) => yearOf(value) >= MIN_YEAR && yearOf(value) <= MAX_YEAR;
const rangeMessage = `Use a date between the years ${MIN_YEAR} and ${MAX_YEAR}.`;

/** A calendar date `YYYY-MM-DD` in years the database and every client handle (no year 0000). */
export const isoDateField = (message = 'Use a real date as YYYY-MM-DD.') =>
  z.iso.date({ message }).check(z.refine(inRange, rangeMessage));

/** An ISO date-time with offset, in years the database and every client handle (no year 0000). */
export const isoDateTimeField = (message = 'Use an ISO date-time.') =>
  z.iso.datetime({ offset: true, message }).check(z.refine(inRange, rangeMessage));
