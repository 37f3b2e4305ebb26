import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import {
  BACKUP_FORMAT,
  MANIFEST_NAME,
  appVersion,
  databaseKindOf,
  type BackupManifest,
  type Installation,
} from './backup-manifest';
import { BackupRefusedError } from './backup-refused-error';
import { DATABASE_FOLDER, folderEntries, isOutsideTheFiles } from './data-dir-entries';
import { assertEmbeddedDatabaseClosed } from './embedded-database-in-use';
import { assertToolsInstalled, dumpPostgres, withPostgresClient } from './postgres-tools';
import { tarChunks, type TarEntry } from './tar-writer';

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  /** Files of DATA_DIR in the backup (the embedded database's own not counted). */
  files: number;
  bytes: number;
  /** Entries of DATA_DIR that are neither files nor folders (links, sockets), left out. */
  skipped: string[];
}

/** How many migrations the database has applied (0 when it was never migrated). */
async function countAppliedMigrations(query: (text: string) => Promise<Record<string, unknown>[]>) {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return 0;
  const [count] = await query('select count(*)::int as migrations from drizzle.__drizzle_migrations');
  return Number(count?.migrations ?? 0);
}

/**
 * Opens the stopped embedded database once (which also finishes a crash's recovery and ends with a clean
 * shutdown, so its folder is then consistent on disk) and counts its migrations.
 */
async function closeEmbeddedCleanly(folder: string): Promise<number> {
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new BackupRefusedError(`No embedded database in ${folder}: check DATA_DIR.`);
  assertEmbeddedDatabaseClosed(folder);
  const database = openDatabase({ dataDir: folder });
  try {
    return await countAppliedMigrations(async (text) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    });
  } finally {
    await database.close();
  }
}

/**
 * Writes one backup file (a gzipped tar, readable only by its owner, since it holds every account and the
 * auth secret): a manifest, the database (the embedded data folder, or pg_dump's custom format) and every file
 * of DATA_DIR but the embedded database's folder. It is written under a temporary name and renamed at the
 * end, so a backup cut short never looks complete. The embedded database must be stopped; PostgreSQL need
 * not be (pg_dump reads one consistent snapshot).
 */
export async function createBackup(installation: Installation, file: string): Promise<BackupSummary> {
  const target = resolve(file);
  const partial = `${target}.partial`;
  const dumpFile = `${target}.dump`;
  const dataDir = resolve(installation.dataDir);
  const kind = databaseKindOf(installation);
  const databaseUrl = installation.databaseUrl;
  if (!existsSync(dirname(target)))
    throw new BackupRefusedError(`No folder ${dirname(target)} to write the backup in.`);

  let migrations: number;
  if (databaseUrl) {
    await assertToolsInstalled(['pg_dump']);
    migrations = await withPostgresClient(databaseUrl, (client) =>
      countAppliedMigrations(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
    );
  } else migrations = await closeEmbeddedCleanly(join(dataDir, DATABASE_FOLDER));

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    kind,
    createdAt: new Date().toISOString(),
    migrations,
    appVersion: appVersion(),
  };
  const ownFiles = new Set([target, partial, dumpFile]);
  const summary: BackupSummary = { file: target, manifest, files: 0, bytes: 0, skipped: [] };
  const countFiles = function* (entries: Iterable<TarEntry>): Generator<TarEntry> {
    for (const entry of entries) {
      if (entry.kind === 'file') {
        summary.files += 1;
        summary.bytes += entry.size;
      }
      yield entry;
    }
  };
  const entries = function* (): Generator<TarEntry> {
    const now = new Date();
    yield {
      kind: 'bytes',
      name: MANIFEST_NAME,
      mode: 0o600,
      mtime: now,
      bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    };
    if (kind === 'postgres') {
      yield {
        kind: 'file',
        name: 'database.dump',
        mode: 0o600,
        mtime: now,
        source: dumpFile,
        size: statSync(dumpFile).size,
      };
    } else yield* folderEntries(join(dataDir, DATABASE_FOLDER), 'database');
    if (!existsSync(dataDir)) {
      yield { kind: 'folder', name: 'files', mode: 0o755, mtime: now };
      return;
    }
    yield* countFiles(
      folderEntries(dataDir, 'files', {
        skip: (relative) =>
          (!relative.includes('/') && isOutsideTheFiles(relative)) || ownFiles.has(join(dataDir, relative)),
        skipped: summary.skipped,
      }),
    );
  };

  try {
    // A leftover from a run cut short would keep its permissions: the new file is created afresh, 0600.
    rmSync(partial, { force: true });
    if (databaseUrl) await dumpPostgres(databaseUrl, dumpFile);
    await pipeline(
      Readable.from(tarChunks(entries())),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
    rmSync(dumpFile, { force: true });
  }
  return summary;
}
