import type { Readable } from 'node:stream';
import type { ContentBundle } from '@shared/content/content.schemas';
import type { Database } from '../../db/client';
import { streamZip } from '../../lib/zip-stream';
import { addAccountFiles, addReminderFile } from './export-account-files';
import { buildSummaryFiles, exportTimeZone } from './export-files';
import { addGrowthFile } from './export-growth-files';
import { addForumFiles } from './export-forum-files';
import { addToolFiles } from './export-tools-files';
import { findExportSummary } from './export.repository';

/**
 * The member's data as a streamed ZIP (free on every tier). The summary is read before the download
 * starts; entries, practice, the forum share, sessions, notifications, messages to the team, reminders, mastery and reviews are read a
 * page at a time as the archive is written.
 */
export async function exportMemberData(
  db: Database,
  userId: string,
  skills: ContentBundle['skills'],
  now = new Date(),
): Promise<Readable> {
  const summary = await findExportSummary(db, userId);
  return streamZip(async (zip) => {
    for (const [name, text] of Object.entries(buildSummaryFiles(summary, now)))
      await zip.addFile(name, [text]);
    await addToolFiles(zip, db, userId, summary, now);
    await addForumFiles(zip, db, userId, exportTimeZone(summary));
    await addAccountFiles(zip, db, userId, exportTimeZone(summary));
    await addReminderFile(zip, db, userId);
    await addGrowthFile(zip, db, userId, skills, now);
  });
}
