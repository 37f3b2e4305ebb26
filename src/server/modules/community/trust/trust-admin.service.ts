import type { AdminMemberStanding } from '@shared/admin/admin-trust.schemas';
import type { SanctionInput, TrustLevel, TrustSettings } from '@shared/community/trust';
import type { Database, DbOrTx } from '../../../db/client';
import type { AdminAudit } from '../../../lib/admin-audit';
import { AppError, notFound } from '../../../lib/app-error';
import { profiles } from '../../profiles/profiles.table';
import { eq } from 'drizzle-orm';
import * as repo from './trust.repository';

const MEMBER_NOT_FOUND = 'Could not find that member.';

/** The member's role, or 404 when there is no such member. */
async function roleOf(db: DbOrTx, userId: string) {
  const rows = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!rows[0]) throw notFound(MEMBER_NOT_FOUND);
  return rows[0].role;
}

export async function readMemberStanding(db: DbOrTx, userId: string): Promise<AdminMemberStanding> {
  await roleOf(db, userId);
  const row = await repo.readTrustRow(db, userId);
  const writer = await repo.readWriterStanding(db, userId);
  return {
    userId,
    trustLevel: repo.asLevel(row.trustLevel),
    levelSetByAdmin: row.levelLockedAt !== null,
    topicsEntered: row.topicsEntered,
    readMinutes: Math.floor(row.readSeconds / 60),
    daysVisited: row.daysVisited,
    sanction: writer.sanction && { ...writer.sanction, endsAt: writer.sanction.endsAt.toISOString() },
  };
}

/** Sets a member's level by hand; reading no longer moves it. */
export async function setMemberTrustLevel(
  db: Database,
  audit: AdminAudit,
  userId: string,
  level: TrustLevel,
) {
  return db.transaction(async (tx) => {
    await roleOf(tx, userId);
    const before = repo.asLevel((await repo.readTrustRow(tx, userId)).trustLevel);
    await repo.setTrustLevel(tx, userId, level, true);
    await audit.record(tx, { summary: { trustLevel: { from: before, to: level } } });
    return readMemberStanding(tx, userId);
  });
}

/** Silences or suspends a member for some days with a reason they will read; admins cannot be. */
export async function sanctionMember(db: Database, audit: AdminAudit, userId: string, input: SanctionInput) {
  return db.transaction(async (tx) => {
    if ((await roleOf(tx, userId)) === 'admin')
      throw new AppError(409, 'conflict', 'An admin cannot be silenced or suspended.');
    const endsAt = await repo.putSanction(tx, { userId, ...input, createdBy: audit.actorId });
    await audit.record(tx, {
      summary: { kind: input.kind, days: input.days, reason: input.reason, endsAt: endsAt.toISOString() },
    });
    return readMemberStanding(tx, userId);
  });
}

export async function liftMemberSanction(db: Database, audit: AdminAudit, userId: string) {
  return db.transaction(async (tx) => {
    await roleOf(tx, userId);
    const lifted = await repo.liftSanction(tx, userId);
    await audit.record(tx, { summary: { lifted } });
    return readMemberStanding(tx, userId);
  });
}

/** The trust numbers in force (the admin's, or the defaults). */
export const readSettings = (db: DbOrTx) => repo.readTrustSettings(db);

export async function updateTrustSettings(db: Database, audit: AdminAudit, settings: TrustSettings) {
  return db.transaction(async (tx) => {
    await repo.writeTrustSettings(tx, settings);
    await audit.record(tx, { targetId: 'forum', summary: { settings } });
    return repo.readTrustSettings(tx);
  });
}
