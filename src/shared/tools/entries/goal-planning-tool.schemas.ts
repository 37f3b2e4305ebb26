import * as z from '../../api/zod-mini';
import { calendarDate, optionalText, text, valueTags } from './entry-fields';

export const goalStatuses = ['not-started', 'in-progress', 'completed', 'paused'] as const;

export const goalEntrySchema = z.object({
  title: text(120, 'The goal'),
  specific: optionalText(1000),
  measurable: optionalText(1000),
  achievable: optionalText(1000),
  relevant: optionalText(1000),
  timeBound: z.optional(calendarDate),
  status: z.enum(goalStatuses),
  values: valueTags,
  /** Milestones in the member's order. */
  milestones: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        title: text(200, 'The milestone'),
        dueDate: z.optional(calendarDate),
        done: z.boolean(),
      }),
    )
    .check(z.maxLength(50)),
});
