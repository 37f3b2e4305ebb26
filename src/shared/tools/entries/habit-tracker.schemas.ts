import * as z from '../../api/zod-mini';
import { calendarDate, text, valueTags } from './entry-fields';

export const habitScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({
    type: z.literal('weekdays'),
    days: z
      .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
      .check(z.minLength(1, 'Choose at least one day.'), z.maxLength(7)),
  }),
  z.object({
    type: z.literal('times-per-week'),
    times: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  }),
]);

/** A habit is one entry; its completions are the days it was done. */
/** Ticks one habit keeps: ten years of days. */
export const MAX_HABIT_COMPLETIONS = 3700;

export const habitEntrySchema = z.object({
  name: text(80, 'The habit'),
  schedule: habitScheduleSchema,
  completions: z.array(calendarDate).check(z.maxLength(MAX_HABIT_COMPLETIONS)),
  archived: z._default(z.boolean(), false),
  color: z.optional(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))),
  /** The values this habit lives (values compass). */
  values: valueTags,
});
