import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { streamZip } from '../../lib/zip-stream';
import { buildExportFiles } from './export-files';
import { addForumFiles } from './export-forum-files';
import { findExportData } from './export.repository';

/** The member's data as a streamed ZIP (free on every tier); the forum share is read a page at a time. */
export async function exportMemberData(db: DbOrTx, userId: string, now = new Date()): Promise<Readable> {
  const files = buildExportFiles(await findExportData(db, userId), now);
  return streamZip(async (zip) => {
    for (const [name, text] of Object.entries(files)) await zip.addFile(name, [text]);
    await addForumFiles(zip, db, userId);
  });
}
