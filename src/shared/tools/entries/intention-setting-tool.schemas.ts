import * as z from '../../api/zod-mini';
import { calendarDate, calendarDateTime, optionalText, text, valueTags } from './entry-fields';

export const intentionEntrySchema = z.object({
  date: calendarDate,
  intention: text(300, 'Your intention'),
  focusArea: text(60, 'The focus area'),
  values: valueTags,
  checkIn: z.optional(
    z.object({
      rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
      note: optionalText(2000),
      checkedInAt: calendarDateTime,
    }),
  ),
});
