import { z } from 'zod';
import { subscriptionTierSchema } from '../profiles/profiles.schemas';

const dailyCountSchema = z.object({ day: z.string(), count: z.number().int() });
export type DailyCount = z.infer<typeof dailyCountSchema>;

/** §7 get_admin_dashboard_data. The community figures are nullable for older servers; this one fills them. */
export const adminDashboardSchema = z.object({
  membersTotal: z.number().int(),
  membersByTier: z.array(z.object({ tier: subscriptionTierSchema, count: z.number().int() })),
  /** The last 30 days, oldest first, one entry per UTC day (zero days included). */
  signupsPerDay: z.array(dailyCountSchema),
  activeMembers7d: z.number().int(),
  activeMembers30d: z.number().int(),
  toolEntriesPerDay: z.array(dailyCountSchema),
  /** Posts and replies written in the last 7 days. */
  postsThisWeek: z.number().int().nullable(),
  repliesThisWeek: z.number().int().nullable(),
  /** Posts and replies with at least one pending report (the reports queue's groups), not single reports. */
  openReports: z.number().int().nullable(),
  /** Contact messages received in the last 7 days (the inbox keeps no read state). */
  contactMessagesThisWeek: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
