import * as z from '../api/zod-mini';

/** The top values of a member's latest card sort: what actions can be tagged with (kept apart: forms load it). */
export const topValuesSchema = z.object({ topValues: z.array(z.string()) });
