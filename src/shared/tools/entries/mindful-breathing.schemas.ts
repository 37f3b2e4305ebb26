import * as z from '../../api/zod-mini';
import { calendarDateTime } from './entry-fields';

export const breathingPatterns = ['box', '4-7-8', 'coherent', 'physiological-sigh'] as const;

export const breathingSessionEntrySchema = z.object({
  pattern: z.enum(breathingPatterns),
  durationSeconds: z.number().check(z.int(), z.minimum(1), z.maximum(4 * 60 * 60)),
  completedAt: calendarDateTime,
});
