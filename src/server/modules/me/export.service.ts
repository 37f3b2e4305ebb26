import { strToU8, zipSync } from 'fflate';
import type { DbOrTx } from '../../db/client';
import { buildExportFiles } from './export-files';
import { findExportData } from './export.repository';

/** The member's data as a ZIP (free on every tier). */
export async function exportMemberData(db: DbOrTx, userId: string, now = new Date()): Promise<Buffer> {
  const files = buildExportFiles(await findExportData(db, userId), now);
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  return Buffer.from(zip);
}
