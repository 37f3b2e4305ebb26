import * as z from '../../api/zod-mini';
import { optionalText, text } from './entry-fields';

export const gratitudeEntrySchema = z.object({
  items: z
    .array(text(500, 'Each item'))
    .check(z.minLength(1, 'Write at least one thing.'), z.maxLength(5, 'Up to five things per entry.')),
  prompt: optionalText(300),
});
