import {
  adminDashboardSchema,
  type AdminDashboard,
  type AdminNavCounts,
} from '@shared/admin/admin-dashboard.schemas';
import type { DbOrTx } from '../../../db/client';
import { countOpenReportItems, loadDashboardRow } from './admin-dashboard.repository';

// Drivers differ: node-postgres parses json columns, PGlite may too; both are accepted.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The admin dashboard's figures, all from one statement. */
export async function getDashboard(db: DbOrTx): Promise<AdminDashboard> {
  const row = await loadDashboardRow(db);
  return adminDashboardSchema.parse({
    membersTotal: Number(row.members_total),
    membersByTier: parsed(row.members_by_tier),
    signupsPerDay: parsed(row.signups),
    activeMembers7d: Number(row.active_7d),
    activeMembers30d: Number(row.active_30d),
    toolEntriesPerDay: parsed(row.tool_entries),
    postsThisWeek: Number(row.posts_week),
    repliesThisWeek: Number(row.replies_week),
    openReports: Number(row.open_report_items),
    contactMessagesThisWeek: Number(row.contact_week),
  });
}

/** The counts the admin menu shows beside its entries. */
export async function getNavCounts(db: DbOrTx): Promise<AdminNavCounts> {
  return { openReports: await countOpenReportItems(db) };
}
