import type { Database, Transaction } from '../../../db/client';
import type { ContentService } from '../../content/content.service';
import { recordAudit, type AuditInput } from '../admin-audit/admin-audit.service';

export interface AdminContentDeps {
  db: Database;
  content: Pick<ContentService, 'invalidate'>;
}

/**
 * Runs a content write and its audit entry in one transaction, then drops the cached bundle so the next
 * GET /api/content carries the change under a new ETag.
 */
export async function writeContent<T>(
  deps: AdminContentDeps,
  audit: Omit<AuditInput, 'summary'> & { summary?: (result: T) => Record<string, unknown> },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await recordAudit(tx, { ...audit, summary: audit.summary?.(result) ?? {} });
      return result;
    });
  } finally {
    deps.content.invalidate();
  }
}
