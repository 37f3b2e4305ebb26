import * as z from '../api/zod-mini';
import { calendarDateField } from '../api/dates';

export const compassQuerySchema = z.object({
  /** Any day of the week to show (the member's days); this week when absent. */
  week: z.optional(calendarDateField()),
});

export const compassRowSchema = z.object({
  value: z.string(),
  /** Its place in the member's top five (1 first). */
  rank: z.number().check(z.int()),
  /** How important it is, from the sort: 1 for the first value down to 0.6 for the fifth. */
  importance: z.number(),
  /** Tagged actions that were due this week, and how many were done. */
  actions: z.number().check(z.int()),
  done: z.number().check(z.int()),
  /** Share of them done; null below the minimum, when there is too little to say. */
  lived: z.nullable(z.number()),
  /** importance − lived: the larger, the further this week was from the value; null when lived is. */
  gap: z.nullable(z.number()),
  step: z.nullable(z.object({ text: z.string(), href: z.string() })),
});
export type CompassRow = z.infer<typeof compassRowSchema>;

export const compassSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The member's top values from their latest card sort (empty before one). */
  topValues: z.array(z.string()),
  minimumActions: z.number().check(z.int()),
  /** Largest gap first; values with too little to say after, in the sort's order. */
  rows: z.array(compassRowSchema),
});
export type Compass = z.infer<typeof compassSchema>;
