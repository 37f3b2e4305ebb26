import type { DbOrTx } from '../db/client';
import type { Viewer } from './viewer';

/**
 * What an admin write records, declared beside its access (`config: { access: 'admin', audit }`): the action
 * and the kind of thing it changes. The target's id is the route parameter `targetParam` (default `id`), or
 * the one the service names when it records (a created row's id).
 */
export interface AuditDeclaration {
  action: string;
  target: string;
  targetParam?: string;
}

export interface AuditEntryInput {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: Record<string, unknown>;
}

/** The one insert of an audit entry; given by the audit module, so the kernel never imports a module. */
export type AuditWriter = (db: DbOrTx, entry: AuditEntryInput) => Promise<void>;

/** What only the service knows: the summary, and the target when the route cannot name it (a new row's id). */
export interface AuditDetails {
  targetType?: string;
  targetId?: string | null;
  summary?: Record<string, unknown>;
}

/**
 * The audit of one admin write, given to its service by the access layer: the service records it in the
 * transaction of the write (so both commit or neither does), saying what changed. Recording twice is a bug.
 */
export interface AdminAudit {
  /** The admin making the write, for the policies that depend on who acts (not on yourself). */
  readonly actor: Viewer;
  readonly actorId: string;
  readonly recorded: boolean;
  record(tx: DbOrTx, details?: AuditDetails): Promise<void>;
}

export function createAdminAudit(
  write: AuditWriter,
  actor: Viewer,
  base: Omit<AuditEntryInput, 'summary' | 'actorId'>,
): AdminAudit {
  let recorded = false;
  return {
    actor,
    actorId: actor.userId,
    get recorded() {
      return recorded;
    },
    async record(tx, details = {}) {
      if (recorded) throw new Error(`${base.action} recorded its audit entry twice`);
      recorded = true;
      await write(tx, {
        ...base,
        actorId: actor.userId,
        targetType: details.targetType ?? base.targetType,
        targetId: details.targetId === undefined ? base.targetId : details.targetId,
        summary: details.summary ?? {},
      });
    },
  };
}

/** A value as JSON with every object's keys sorted: PostgreSQL's jsonb keeps keys in an order of its own. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, v]) => [key, canonical(v)]),
    );
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Only what an update changed: `changed` names every field whose value moved (in the order given), and each
 * such field not in `namesOnly` (long texts, secrets) gets `{ from, to }`. Fields given as undefined are left
 * alone, as a PATCH leaves them.
 */
export function changeSummary(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  namesOnly: readonly string[] = [],
): Record<string, unknown> {
  const changed = Object.keys(after).filter(
    (key) => after[key] !== undefined && !same(before[key], after[key]),
  );
  return {
    changed,
    ...Object.fromEntries(
      changed
        .filter((key) => !namesOnly.includes(key))
        .map((key) => [key, { from: before[key] ?? null, to: after[key] ?? null }]),
    ),
  };
}
