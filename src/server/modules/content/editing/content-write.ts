import type { Database, Transaction } from '../../../db/client';
import type { AdminAudit } from '../../../lib/admin-audit';

export interface AdminContentDeps {
  db: Database;
}

/** What a content write answers, and what its audit entry says it changed. */
export interface AuditedResult<T> {
  value: T;
  summary: Record<string, unknown>;
  /** A created row's id, which the route could not name. */
  targetId?: string;
}

/**
 * Runs a content write and its audit entry in one transaction. Its route declares the content changed, so
 * once it has committed every process drops its bundle and the next GET /api/content has a new ETag.
 */
export async function writeContent<T>(
  deps: AdminContentDeps,
  audit: AdminAudit,
  work: (tx: Transaction) => Promise<AuditedResult<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const { value, summary, targetId } = await work(tx);
    await audit.record(tx, { summary, ...(targetId ? { targetId } : {}) });
    return value;
  });
}
