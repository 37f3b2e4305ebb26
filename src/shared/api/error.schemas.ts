import * as z from './zod-mini';

/** Every API error has this body: a stable code, a human message and, for bad input, per-field messages. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** On code upgrade_required: the lowest membership tier that opens the content. */
    requiredTier: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
