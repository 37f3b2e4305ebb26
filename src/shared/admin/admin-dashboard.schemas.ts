import * as z from '../api/zod-mini';
import { subscriptionTierSchema } from '../profiles/profiles.schemas';

const dailyCountSchema = z.object({ day: z.string(), count: z.number().check(z.int()) });
export type DailyCount = z.infer<typeof dailyCountSchema>;

/** §7 get_admin_dashboard_data. The community figures are nullable for older servers; this one fills them. */
export const adminDashboardSchema = z.object({
  membersTotal: z.number().check(z.int()),
  membersByTier: z.array(z.object({ tier: subscriptionTierSchema, count: z.number().check(z.int()) })),
  /** The last 30 days, oldest first, one entry per UTC day (zero days included). */
  signupsPerDay: z.array(dailyCountSchema),
  activeMembers7d: z.number().check(z.int()),
  activeMembers30d: z.number().check(z.int()),
  toolEntriesPerDay: z.array(dailyCountSchema),
  /** Posts and replies written in the last 7 days. */
  postsThisWeek: z.nullable(z.number().check(z.int())),
  repliesThisWeek: z.nullable(z.number().check(z.int())),
  /** Posts and replies with at least one pending report (the reports queue's groups), not single reports. */
  openReports: z.nullable(z.number().check(z.int())),
  /** Contact messages received in the last 7 days (the inbox keeps no read state). */
  contactMessagesThisWeek: z.number().check(z.int()),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** What the admin menu counts beside its entries: the reports queue's open items (as openReports above). */
export const adminNavCountsSchema = z.object({ openReports: z.number().check(z.int()) });
export type AdminNavCounts = z.infer<typeof adminNavCountsSchema>;
