import * as z from '../../api/zod-mini';
import { optionalText, text } from './entry-fields';

export const regulationSkills = [
  'stop',
  'tipp',
  'opposite-action',
  'check-the-facts',
  'self-soothe',
] as const;

export const emotionalRegulationEntrySchema = z.object({
  emotion: text(40, 'The emotion'),
  emotionGroup: text(40, 'The group'),
  intensityBefore: z.number().check(z.int(), z.minimum(0), z.maximum(10)),
  skill: z.enum(regulationSkills),
  stepsCompleted: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
  intensityAfter: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10))),
  note: optionalText(2000),
});
