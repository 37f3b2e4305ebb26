import * as z from '../api/zod-mini';
import { calendarDateField, calendarDayNumber } from '../api/dates';

/** The longest range a progress page charts, in days between its first and last day. */
export const MAX_PROGRESS_RANGE_DAYS = 366;

/** The date ranges the progress pages offer, in days. */
export const progressRanges = [7, 30, 90, 365] as const;

export const progressQuerySchema = z
  .object({
    from: calendarDateField(),
    to: calendarDateField(),
    format: z._default(z.enum(['json', 'csv']), 'json'),
    /** With format=csv: which chart's numbers (one table a file); the section's first chart by default. */
    chart: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  })
  .check(
    // A date that is no calendar date has its own message; these speak only of two real dates (NaN compares false).
    z.refine((q) => !(calendarDayNumber(q.from) > calendarDayNumber(q.to)), {
      message: 'The start must not be after the end.',
      path: ['from'],
    }),
    z.refine((q) => !(calendarDayNumber(q.to) - calendarDayNumber(q.from) > MAX_PROGRESS_RANGE_DAYS), {
      message: 'Choose at most a year.',
      path: ['from'],
    }),
  );
export type ProgressQuery = z.input<typeof progressQuerySchema>;

const cell = z.union([z.string(), z.number(), z.null()]);

/** One chart, ready to draw: rows keyed by `x` and by each series key. */
export const progressChartSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['line', 'bar', 'pixels']),
  x: z.string(),
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.record(z.string(), cell)),
  /** The chart in words, for screen readers and anyone who prefers text. */
  summary: z.string(),
  /** A fixed scale for the values (mood is always 1–5), whatever the data; absent: fitted to the data. */
  scale: z.optional(z.object({ min: z.number(), max: z.number() })),
});
export type ProgressChart = z.infer<typeof progressChartSchema>;

export const progressReportSchema = z.object({
  featureId: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  charts: z.array(progressChartSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

/** GET /api/me/mood-today: the average mood (1–5, one decimal) of today's journal entries, or null. */
export const moodTodaySchema = z.object({ day: z.string(), mood: z.nullable(z.number()) });
export type MoodToday = z.infer<typeof moodTodaySchema>;
