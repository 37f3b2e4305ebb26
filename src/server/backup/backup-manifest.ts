import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { migrationsFolder, packageRoot } from '../db/paths';
import { BackupRefusedError } from './backup-refused-error';
import { readFirstTarEntry } from './tar-writer';

/** The layout of a backup archive; a restore refuses a newer one rather than guess at it. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** embedded: the PGlite data folder is in `database/`; postgres: a pg_dump custom-format file `database.dump`. */
  kind: z.enum(['embedded', 'postgres']),
  createdAt: z.iso.datetime(),
  /** How many of the app's migrations the database had: a restore refuses one newer than the app. */
  migrations: z.number().int().min(0),
  appVersion: z.string(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type DatabaseKind = BackupManifest['kind'];

/** Where an installation keeps what a backup holds, as its configuration says (DATA_DIR, DATABASE_URL). */
export interface Installation {
  dataDir: string;
  databaseUrl?: string;
}

export function databaseKindOf(installation: Installation): DatabaseKind {
  return installation.databaseUrl ? 'postgres' : 'embedded';
}

/** The migrations this copy of the app ships (drizzle's journal). */
export function countKnownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

/** Reads the manifest from the start of a backup file, without unpacking the rest. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let entry: Awaited<ReturnType<typeof readFirstTarEntry>>;
  try {
    const source = createReadStream(file);
    const gunzip = createGunzip();
    // pipe() does not pass a read error on: without this, a missing file would never end the read.
    source.on('error', (error) => gunzip.destroy(error));
    entry = await readFirstTarEntry(source.pipe(gunzip));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusedError(`No file ${file}.`);
    throw new BackupRefusedError(`${file} is not a backup made by npm run backup (${String(error)}).`);
  }
  if (entry?.name !== MANIFEST_NAME)
    throw new BackupRefusedError(`${file} is not a backup made by npm run backup (no manifest).`);
  const raw = JSON.parse(entry.bytes.toString('utf8')) as { format?: unknown };
  if (typeof raw.format === 'number' && raw.format > BACKUP_FORMAT) {
    throw new BackupRefusedError(
      `${file} has backup format ${raw.format}, newer than this app reads (${BACKUP_FORMAT}): restore it with the version of the app that made it, or a newer one.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupRefusedError(`${file} has an unreadable manifest: ${parsed.error.message}`);
  return parsed.data;
}

const kindNames: Record<DatabaseKind, string> = {
  embedded: 'the embedded database (PGlite)',
  postgres: 'a PostgreSQL database',
};

/** Refuses a backup this installation cannot take: another kind of database, or a newer app's schema. */
export function assertBackupFits(manifest: BackupManifest, target: DatabaseKind): void {
  if (manifest.kind !== target) {
    throw new BackupRefusedError(
      `This backup holds ${kindNames[manifest.kind]}, but this installation uses ${kindNames[target]} (${
        target === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'
      }). Restore it where the same kind of database is configured.`,
    );
  }
  const known = countKnownMigrations();
  if (manifest.migrations > known) {
    throw new BackupRefusedError(
      `This backup's database has ${manifest.migrations} migrations, but this version of the app knows ${known}: update the app (at least to ${manifest.appVersion}) first.`,
    );
  }
}
