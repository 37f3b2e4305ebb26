import * as z from '../../api/zod-mini';
import { calendarDateTime, valueTags } from './entry-fields';

/** A pomodoro history entry (spec §3): the task, the duration in minutes and when it ended. */
export const pomodoroEntrySchema = z.object({
  task: z.string().check(z.trim(), z.maxLength(200)),
  duration: z.number().check(z.minimum(0), z.maximum(24 * 60)),
  completedAt: calendarDateTime,
  values: valueTags,
});
