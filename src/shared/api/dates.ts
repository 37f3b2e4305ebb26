import * as z from './zod-mini';
import {
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  isCalendarDate,
  isCalendarDateTime,
} from '../dates/calendar-days';

export * from '../dates/calendar-days';

const rangeMessage = `Use a date between the years ${MIN_CALENDAR_YEAR} and ${MAX_CALENDAR_YEAR}.`;

/** The one date field of every schema: a real calendar date `YYYY-MM-DD` in the product's years. */
export const calendarDateField = (message = 'Use a real date as YYYY-MM-DD.') =>
  z.iso.date({ message }).check(z.refine(isCalendarDate, rangeMessage));

/**
 * The one date-time field of every schema: ISO with an offset, its date a calendar date (the ISO format
 * stays declared, so the API description and the fuzzer know the field).
 */
export const calendarDateTimeField = (message = 'Use an ISO date-time.') =>
  z.iso
    .datetime({ offset: true, message })
    .check(
      z.refine(
        isCalendarDateTime,
        `Use a real date-time between the years ${MIN_CALENDAR_YEAR} and ${MAX_CALENDAR_YEAR}, at most 14 hours from UTC.`,
      ),
    );
