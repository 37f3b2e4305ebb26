import { errorCodes } from './error-codes';
import * as z from './zod-mini';

/** Every API error has this body: a stable code, a human message and, for bad input, per-field messages. */
export const apiErrorSchema = z.object({
  error: z.object({
    // A code this app does not know (a server deployed after it was cached) keeps its message and fields.
    code: z.catch(z.enum(errorCodes), 'unknown_code'),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** On code upgrade_required: the lowest membership tier that opens the content. */
    requiredTier: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
