import type { AuditEntry } from '@shared/admin/admin-audit.schemas';
import type { DbOrTx } from '../../../db/client';
import type { AuditWriter } from '../../../lib/admin-audit';
import { keysetPage } from '../../../lib/keyset';
import * as repo from './admin-audit.repository';

// Never written to the log, at any depth: a password (or a hash of one) must not leave the auth tables.
const SECRET_KEY = /pass(word)?|secret|token|hash/i;

/** A copy of the summary with every secret-looking key removed. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redactSecrets(inner)]),
    );
  }
  return value;
}

/**
 * The one insert of an audit entry, given to the access layer's declared audit (services record through the
 * scope it hands them, in the transaction of their write, so both commit or neither does).
 */
export const writeAuditEntry: AuditWriter = async (tx, input) => {
  await repo.insertAuditEntry(tx, {
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    summary: redactSecrets(input.summary) as Record<string, unknown>,
  });
};

export async function listAudit(db: DbOrTx, options: { limit: number; cursor?: string }) {
  const page = keysetPage(repo.auditKeys, options.cursor, options.limit);
  const { items, nextCursor } = page.finish(await repo.listAuditEntries(db, page));
  return {
    items: items.map((row): AuditEntry => ({
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetName,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
