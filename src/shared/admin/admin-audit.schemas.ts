import * as z from '../api/zod-mini';

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  /** For a member target, their name now (null once the account is gone); the id says nothing to a reader. */
  targetName: z.nullable(z.string()),
  summary: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
