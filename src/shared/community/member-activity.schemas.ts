import * as z from '../api/zod-mini';

/** A member's reply as their profile lists it: where it was written, its first words, and whether it answered. */
export const memberReplySchema = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  excerpt: z.string(),
  isAnswer: z.boolean(),
  createdAt: z.string(),
});
export type MemberReply = z.infer<typeof memberReplySchema>;
export const memberReplyPageSchema = z.object({
  items: z.array(memberReplySchema),
  nextCursor: z.nullable(z.string()),
});
export type MemberReplyPage = z.infer<typeof memberReplyPageSchema>;

export const memberRepliesQuerySchema = z.object({
  /** Only the replies marked as the answer. */
  answers: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(z.string().check(z.maxLength(1024))),
});
