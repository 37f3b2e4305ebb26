import * as z from '../../api/zod-mini';
import { optionalText, percent, text } from './entry-fields';

export const cognitiveDistortions = [
  'all-or-nothing-thinking',
  'overgeneralisation',
  'mental-filter',
  'discounting-the-positive',
  'mind-reading',
  'fortune-telling',
  'magnification-or-minimisation',
  'emotional-reasoning',
  'should-statements',
  'labelling',
  'personalisation',
  'blame',
] as const;

const ratedEmotion = z.object({ name: text(40, 'The emotion'), intensity: percent });

export const thoughtRecordEntrySchema = z.object({
  situation: text(2000, 'The situation'),
  automaticThoughts: z
    .array(z.object({ text: text(500, 'The thought'), belief: percent }))
    .check(z.minLength(1, 'Add at least one thought.'), z.maxLength(10)),
  emotions: z.array(ratedEmotion).check(z.minLength(1, 'Add at least one emotion.'), z.maxLength(10)),
  distortions: z.array(z.enum(cognitiveDistortions)).check(z.maxLength(cognitiveDistortions.length)),
  evidenceFor: optionalText(3000),
  evidenceAgainst: optionalText(3000),
  balancedThought: optionalText(1000),
  /** Re-rating after the balanced thought: belief in each automatic thought, and each emotion, by index. */
  rerate: z.optional(
    z.object({
      beliefs: z.array(percent).check(z.maxLength(10)),
      emotions: z.array(percent).check(z.maxLength(10)),
    }),
  ),
});
