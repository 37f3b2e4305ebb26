import type { AuditEntry } from '@shared/admin/admin-audit.schemas';
import type { DbOrTx } from '../../../db/client';
import { keysetPage } from '../../../lib/keyset';
import * as repo from './admin-audit.repository';

export interface AuditInput {
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  summary?: Record<string, unknown>;
}

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

/** Records an admin write; call it with the transaction of the write so both commit or neither does. */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await repo.insertAuditEntry(tx, {
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId ?? null,
    summary: redactSecrets(input.summary ?? {}) as Record<string, unknown>,
  });
}

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
