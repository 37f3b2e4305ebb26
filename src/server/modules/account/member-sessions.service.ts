import { deviceLabel } from '@shared/account/device-label';
import type { MemberSession } from '@shared/account/sessions.schemas';
import { notFound } from '../../lib/app-error';
import { defineOwnership } from '../../lib/authorize';
import * as repo from './member-sessions.repository';
import type { Viewer } from '../../lib/viewer';
import type { Database, DbOrTx } from '../../db/client';

export interface MemberSessionDeps {
  db: Database;
}

/** The member's signed-in sessions, marking the one making this request. */
export async function listSessions({ db }: MemberSessionDeps, viewer: Viewer): Promise<MemberSession[]> {
  const rows = await repo.findActiveSessions(db, viewer.userId);
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    lastSeenAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.id === viewer.sessionId,
  }));
}

/** Signs one of the member's sessions out; another member's session is a 404. */
export const SESSION_GONE = 'That session is not signed in any more.';

/** The session a `/sessions/:id` route names: the member's own (another member's is a 404, as if gone). */
export const memberSessionOwnership = (db: DbOrTx) =>
  defineOwnership({
    name: 'session',
    ownerOf: (request) => repo.findSessionOwner(db, (request.params as { id: string }).id),
    missing: SESSION_GONE,
  });

export async function revokeSession(
  deps: MemberSessionDeps,
  viewer: Viewer,
  sessionId: string,
): Promise<void> {
  if (!(await repo.deleteSession(deps.db, viewer.userId, sessionId))) {
    throw notFound(SESSION_GONE);
  }
}

/** Signs out everywhere but here. */
export async function revokeOtherSessions(deps: MemberSessionDeps, viewer: Viewer): Promise<number> {
  return repo.deleteSessionsExcept(deps.db, viewer.userId, viewer.sessionId);
}
