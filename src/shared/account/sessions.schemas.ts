import * as z from '../api/zod-mini';

/** One signed-in session of the member, as the profile lists it. */
export const memberSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
export const revokedSessionsSchema = z.object({ revoked: z.number().check(z.int()) });
