import * as z from '../../api/zod-mini';
import { valueNames } from '../values/value-names';
import { text } from './entry-fields';

export const valuesSortEntrySchema = z.object({
  very: z.array(text(60)).check(z.maxLength(60)),
  somewhat: z.array(text(60)).check(z.maxLength(60)),
  not: z.array(text(60)).check(z.maxLength(60)),
  topFive: z.array(text(60)).check(z.maxLength(5, 'Pick at most five.')),
  /** How fully each top value is lived, 1–10, by value name: only the offered values, at most five. */
  ratings: z
    .partialRecord(
      z.enum(valueNames, 'Rate only the values on offer.'),
      z.number().check(z.int(), z.minimum(1), z.maximum(10)),
    )
    .check(z.refine((ratings) => Object.keys(ratings).length <= 5, 'Rate at most five values.')),
});
