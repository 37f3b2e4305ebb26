import * as z from '@shared/api/zod-mini';
import { MAX_DRAFTS_PER_MEMBER, draftDataSchemaFor, type ForumDraft } from '@shared/community/drafts.schemas';
import type { Database, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Viewer } from '../../../lib/viewer';
import * as repo from './drafts.repository';

const toDraft = (row: repo.DraftRow): ForumDraft => ({
  place: row.place,
  data: row.data,
  updatedAt: row.updatedAt.toISOString(),
});

/** The member's draft at a place (a validated place: see draftPlaceSchema); 404 when there is none. */
export async function readDraft(db: DbOrTx, viewer: Viewer, place: string): Promise<ForumDraft> {
  const row = await repo.findDraft(db, viewer.userId, place);
  if (!row) throw notFound('No draft is kept here.');
  return toDraft(row);
}

/** The data by the schema of the place's kind, or the 400 route validation gives, its fields under data. */
function parseDraftData(place: string, data: unknown) {
  const parsed = z.safeParse(draftDataSchemaFor(place), data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[['data', ...issue.path.map(String)].join('.')] ??= issue.message;
  throw new AppError(400, 'validation_failed', 'Some fields need attention.', fields);
}

/**
 * Keeps the member's draft at a place, replacing the one there; past MAX_DRAFTS_PER_MEMBER the one left
 * longest goes. Nothing about the post a reply draft names is read: a draft tells nothing of any post.
 */
export async function saveDraft(
  db: Database,
  viewer: Viewer,
  place: string,
  data: unknown,
): Promise<ForumDraft> {
  const valid = parseDraftData(place, data);
  const row = await db.transaction(async (tx) => {
    const saved = await repo.upsertDraft(tx, viewer.userId, place, valid);
    await repo.trimDrafts(tx, viewer.userId, place, MAX_DRAFTS_PER_MEMBER);
    return saved;
  });
  return toDraft(row);
}

/** The member discards their draft at a place (done, too, when there was none). */
export async function discardDraft(db: DbOrTx, viewer: Viewer, place: string): Promise<void> {
  await repo.deleteDraft(db, viewer.userId, place);
}

/** Drops the member's draft at a place once what it held is sent: call in the transaction that saves it. */
export async function clearDraft(tx: DbOrTx, userId: string, place: string): Promise<void> {
  await repo.deleteDraft(tx, userId, place);
}
