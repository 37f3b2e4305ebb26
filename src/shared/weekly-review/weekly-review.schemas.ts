import * as z from '../api/zod-mini';
import { calendarDateField } from '../api/dates';
import { compassRowSchema } from '../compass/compass.schemas';
import { insightSchema } from '../insights/insights.schemas';
import { text, valueTags } from '../tools/entries/entry-fields';

/** Where this week's review stands: offered from the member's chosen day to the week's end, once. */
export const reviewStatusSchema = z.object({
  /** The Monday of the week under review (the member's current week). */
  weekStart: z.string(),
  /** The weekday the review opens (0 Sunday … 6 Saturday). */
  weekday: z.number().check(z.int()),
  state: z.enum(['not-yet', 'due', 'done', 'skipped']),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const weeklyReviewSchema = z.extend(reviewStatusSchema, {
  weekEnd: z.string(),
  /** The week's wins from the member's own entries, in plain words. */
  wins: z.array(z.string()),
  /** The values compass of the week (empty before a card sort). */
  compass: z.array(compassRowSchema),
  insight: z.nullable(insightSchema),
  /** The date the next week's intention is set for (the next Monday). */
  nextWeekStart: z.string(),
});
export type WeeklyReview = z.infer<typeof weeklyReviewSchema>;

export const completeReviewSchema = z.object({
  weekStart: calendarDateField(),
  intention: text(300, 'Your intention'),
  focusArea: text(60, 'The focus area'),
  values: valueTags,
});
export type CompleteReviewInput = z.infer<typeof completeReviewSchema>;

export const skipReviewSchema = z.object({ weekStart: z.string().check(z.length(10)) });

export const reviewDaySchema = z.object({
  weekday: z
    .number()
    .check(z.int(), z.minimum(0, 'Choose a day of the week.'), z.maximum(6, 'Choose a day of the week.')),
});
