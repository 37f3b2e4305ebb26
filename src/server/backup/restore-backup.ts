import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { TarExtractor } from '../db/extract-tar';
import {
  assertBackupFits,
  databaseKindOf,
  readBackupManifest,
  type BackupManifest,
  type Installation,
} from './backup-manifest';
import { BackupRefusedError } from './backup-refused-error';
import { DATABASE_FOLDER, REPLACED_PREFIX, STAGING_PREFIX, isOutsideTheFiles } from './data-dir-entries';
import { assertEmbeddedDatabaseClosed } from './embedded-database-in-use';
import {
  assertNoOtherSessions,
  assertToolsInstalled,
  restorePostgres,
  withPostgresClient,
} from './postgres-tools';

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The folder in DATA_DIR holding what the restore replaced (null when nothing was there). */
  replacedFolder: string | null;
}

/** Unpacks the whole backup into a folder, keeping the files' permissions (the auth secret stays 0600). */
async function unpack(file: string, folder: string): Promise<void> {
  const extractor = new TarExtractor(folder, { keepModes: true });
  await pipeline(createReadStream(file), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) extractor.write(chunk);
  });
  extractor.end();
}

/**
 * Moves every file of DATA_DIR the backup covers into `replaced`, then the backup's files (and, embedded, its
 * database folder) into DATA_DIR. Renames only, all inside DATA_DIR: one file system, and DATA_DIR may be a mount
 * point that cannot itself be renamed.
 */
function swapInto(dataDir: string, staging: string, replaced: string, keep: string, embedded: boolean): void {
  mkdirSync(replaced);
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (path === keep || (isOutsideTheFiles(name) && !(embedded && name === DATABASE_FOLDER))) continue;
    renameSync(path, join(replaced, name));
  }
  const files = join(staging, 'files');
  for (const name of readdirSync(files)) renameSync(join(files, name), join(dataDir, name));
  if (embedded) renameSync(join(staging, 'database'), join(dataDir, DATABASE_FOLDER));
}

/**
 * Puts an installation back as the backup has it: the database (every table, its rows and the migrations
 * applied) and DATA_DIR's files, exactly: a file that was not in the backup is moved out too, since the rows
 * that pointed at it are gone. Nothing is deleted: what was replaced is moved to DATA_DIR/.before-restore-<time>/
 * (for PostgreSQL, the files only; its old rows are gone). The app must be stopped: the embedded database
 * refuses to be replaced while it is open, PostgreSQL while other sessions are connected.
 */
export async function restoreBackup(installation: Installation, file: string): Promise<RestoreSummary> {
  const backup = resolve(file);
  const dataDir = resolve(installation.dataDir);
  const kind = databaseKindOf(installation);
  const databaseUrl = installation.databaseUrl;
  const manifest = await readBackupManifest(backup);
  assertBackupFits(manifest, kind);
  const databaseFolder = join(dataDir, DATABASE_FOLDER);
  if (databaseUrl) {
    await assertToolsInstalled(['pg_restore', 'psql']);
    await withPostgresClient(databaseUrl, assertNoOtherSessions);
  } else if (existsSync(databaseFolder)) assertEmbeddedDatabaseClosed(databaseFolder);

  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = join(dataDir, `${STAGING_PREFIX}${stamp}`);
  const replaced = join(dataDir, `${REPLACED_PREFIX}${stamp}`);
  try {
    await unpack(backup, staging);
    const database = join(staging, kind === 'postgres' ? 'database.dump' : 'database');
    if (!existsSync(database) || !existsSync(join(staging, 'files')))
      throw new BackupRefusedError(
        `${backup} is incomplete: it has no ${kind === 'postgres' ? 'database.dump' : 'database folder'} or no files.`,
      );
    if (databaseUrl) await restorePostgres(databaseUrl, database);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    swapInto(dataDir, staging, replaced, backup, kind === 'embedded');
  } catch (error) {
    throw new BackupRefusedError(
      `The restore stopped while moving files (${String(error)})${databaseUrl ? ', after the database was restored' : ''}: the backup's files are in ${staging}, the ones it replaced in ${replaced}. Move them into ${dataDir} by hand.`,
    );
  }
  rmSync(staging, { recursive: true, force: true });
  if (readdirSync(replaced).length > 0) return { manifest, replacedFolder: replaced };
  rmdirSync(replaced);
  return { manifest, replacedFolder: null };
}
