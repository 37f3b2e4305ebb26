import * as z from '../../api/zod-mini';

/** An ordered list of entry ids, for tools whose entries the member arranges by drag and drop. */
export const entryOrderSchema = z.object({
  order: z.array(z.string().check(z.uuid())).check(z.maxLength(500)),
});
