import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { KeyColumn, KeysetPage } from '../../../lib/keyset';
import { profiles } from '../../profiles/profiles.table';
import { adminAudit } from './admin-audit.table';

export type AuditRow = typeof adminAudit.$inferSelect & {
  actorName: string | null;
  targetName: string | null;
};

export async function insertAuditEntry(db: DbOrTx, entry: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** Newest first, exactly as admin_audit_created_at_id_idx declares it. */
export const auditKeys: KeyColumn[] = [
  { column: adminAudit.createdAt, direction: 'desc', type: 'timestamp' },
  { column: adminAudit.id, direction: 'desc', type: 'uuid' },
];

export async function listAuditEntries(db: DbOrTx, page: KeysetPage) {
  return db
    .select({
      ...getTableColumns(adminAudit),
      actorName: sql<string | null>`${profiles.firstName} || ' ' || ${profiles.lastName}`,
      // A member target's name now, by primary key (member ids and target ids are both text).
      targetName: sql<string | null>`case when ${adminAudit.targetType} = 'user' then (
        select t.first_name || ' ' || t.last_name from profiles t where t.id = ${adminAudit.targetId}) end`,
      ...page.keyFields,
    })
    .from(adminAudit)
    .leftJoin(profiles, eq(profiles.id, adminAudit.actorId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}
