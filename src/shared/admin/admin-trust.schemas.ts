import * as z from '../api/zod-mini';
import { sanctionKinds, trustLevelSchema } from '../community/trust';

/** A member's forum standing as the admin sees it: level (and whether an admin set it), reading, sanction. */
export const adminMemberStandingSchema = z.object({
  userId: z.string(),
  trustLevel: trustLevelSchema,
  levelSetByAdmin: z.boolean(),
  topicsEntered: z.number(),
  readMinutes: z.number(),
  daysVisited: z.number(),
  sanction: z.nullable(z.object({ kind: z.enum(sanctionKinds), reason: z.string(), endsAt: z.string() })),
});
export type AdminMemberStanding = z.infer<typeof adminMemberStandingSchema>;

export const setTrustLevelSchema = z.object({ trustLevel: trustLevelSchema });
