import * as z from '../../api/zod-mini';
import { optionalText, text } from './entry-fields';

export const journalEntrySchema = z.object({
  mode: z.enum(['prompt', 'free']),
  prompt: optionalText(300),
  text: text(20_000, 'Your entry'),
  mood: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  emotions: z.array(text(40)).check(z.maxLength(12, 'Up to twelve emotions.')),
});
