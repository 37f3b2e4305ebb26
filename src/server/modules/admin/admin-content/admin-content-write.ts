import type { Database, Transaction } from '../../../db/client';
import { recordAudit, type AuditInput } from '../admin-audit/admin-audit.service';

export interface AdminContentDeps {
  db: Database;
}

/**
 * Runs a content write and its audit entry in one transaction. Its route declares the content changed, so
 * once it has committed every process drops its bundle and the next GET /api/content has a new ETag.
 */
export async function writeContent<T>(
  deps: AdminContentDeps,
  audit: Omit<AuditInput, 'summary'> & { summary?: (result: T) => Record<string, unknown> },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, { ...audit, summary: audit.summary?.(result) ?? {} });
    return result;
  });
}
