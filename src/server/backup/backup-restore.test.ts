import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { TarExtractor } from '../db/extract-tar';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { countKnownMigrations, type Installation } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { dumpPostgres } from './postgres-tools';
import { tarChunks, type TarEntry } from './tar-writer';

// The database these tests run on: a PGlite folder in a temporary DATA_DIR, or a scratch database on the
// PostgreSQL server at TEST_DATABASE_URL. Either starts from the run's migrated template.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(serverUrl);

interface ScratchInstallation {
  installation: Installation;
  open(): DatabaseHandle;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(query);
  await admin.end();
}

async function scratchInstallation(): Promise<ScratchInstallation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dyl-backup-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) {
    const extractor = new TarExtractor(join(dataDir, 'db'));
    extractor.write(readFileSync(inject('pgliteTemplatePath')));
    extractor.end();
    return { installation: { dataDir }, open: () => openDatabase({ dataDir: join(dataDir, 'db') }) };
  }
  const name = `dyl_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('postgresTemplate')}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    installation: { dataDir, databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: null }),
  };
}

async function rows<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Every row of every table the app and drizzle keep (as JSON, sorted) and every sequence's position. */
async function snapshotDatabase(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await rows<{ name: string }>(
    database,
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await rows<{ row: string }>(database, `select to_jsonb(t)::text as row from ${name} t`);
    snapshot[name] = found.map((r) => r.row).sort();
  }
  const sequences = await rows<{ name: string; position: string | null }>(
    database,
    `select schemaname || '.' || sequencename as name, last_value::text as position from pg_sequences
      where schemaname in ('public', 'drizzle') order by 1`,
  );
  snapshot.sequences = sequences.map((s) => `${s.name}=${s.position}`);
  return snapshot;
}

/** DATA_DIR's files but the database folder and a restore's own: path → permissions and bytes. */
function snapshotFiles(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const name of readdirSync(join(dataDir, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      if (!relative && (name === 'db' || name.startsWith('.'))) continue;
      const stats = statSync(join(dataDir, path));
      if (stats.isDirectory()) walk(path);
      else
        files[path] =
          `${(stats.mode & 0o777).toString(8)} ${readFileSync(join(dataDir, path)).toString('base64')}`;
    }
  };
  walk('');
  return files;
}

function writeDataFile(dataDir: string, path: string, bytes: Buffer | string, mode = 0o644): void {
  mkdirSync(join(dataDir, path, '..'), { recursive: true });
  writeFileSync(join(dataDir, path), bytes);
  chmodSync(join(dataDir, path), mode);
}

/** Writes archive entries as a backup file (gzipped tar), to build backups the app would not make. */
async function writeArchive(file: string, entries: TarEntry[]): Promise<void> {
  await pipeline(Readable.from(tarChunks(entries)), createGzip(), createWriteStream(file));
}

function bytesEntry(name: string, bytes: Buffer | string): TarEntry {
  return { kind: 'bytes', name, mode: 0o644, mtime: new Date(), bytes: Buffer.from(bytes) };
}

const memberIds = ['backup-member-1', 'backup-member-2'];

/** Two members with profiles, a channel with two posts, tool entries (their days follow by trigger) and files. */
async function writeInstallationData(database: DatabaseHandle, dataDir: string): Promise<void> {
  for (const [index, id] of memberIds.entries()) {
    await database.db.execute(
      sql`insert into "user" (id, name, email) values (${id}, ${`Member ${index}`}, ${`${id}@example.com`})`,
    );
    await database.db.execute(
      sql`insert into profiles (id, first_name, last_name, username) values (${id}, 'Robin', ${`Lee ${index}`}, ${`robin${index}`})`,
    );
  }
  await database.db.execute(
    sql`insert into channels (slug, name, color) values ('backups', 'Backups', '#336699')`,
  );
  for (const content of ['The first post', 'The second post']) {
    await database.db.execute(
      sql`insert into posts (channel_id, user_id, post_type, content)
          select id, ${memberIds[0]}, 'discussion', ${content} from channels where slug = 'backups'`,
    );
  }
  await database.db.execute(
    sql`insert into tool_entries (user_id, tool_key, data) values (${memberIds[0]}, 'gratitude-log', '{"items":["tea"]}')`,
  );
  await database.db.execute(sql`select nextval('session_mark_seq')`);
  writeDataFile(dataDir, 'media/library/photo.png', randomBytes(70_000));
  writeDataFile(dataDir, 'media/avatars/backup-member-1.webp', randomBytes(3_000));
  writeDataFile(dataDir, 'avatars/legacy.png', randomBytes(10));
  writeDataFile(dataDir, 'mail/welcome.eml', 'Subject: Welcome\n\nHello');
  writeDataFile(dataDir, 'auth-secret', 'a-secret-that-signs-every-session-0123', 0o600);
}

/** Changes, deletes and adds rows, a table (as a newer migration would), files and a permission. */
async function changeInstallationData(database: DatabaseHandle, dataDir: string): Promise<void> {
  await database.db.execute(sql`update profiles set first_name = 'Changed' where id = ${memberIds[0]}`);
  await database.db.execute(sql`delete from posts where content = 'The second post'`);
  await database.db.execute(
    sql`insert into tool_entries (user_id, tool_key, data) values (${memberIds[1]}, 'gratitude-log', '{"items":["rain"]}')`,
  );
  await database.db.execute(
    sql`create table later_feature (id int primary key, post_id uuid not null references posts (id))`,
  );
  await database.db.execute(sql`insert into later_feature select 1, id from posts limit 1`);
  await database.db.execute(sql`select nextval('session_mark_seq')`);
  rmSync(join(dataDir, 'media/library/photo.png'));
  writeFileSync(join(dataDir, 'media/avatars/backup-member-1.webp'), randomBytes(3_000));
  writeDataFile(dataDir, 'media/library/uploaded-later.png', randomBytes(500));
  chmodSync(join(dataDir, 'auth-secret'), 0o644);
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('brings back every row and file as they were at the backup', { timeout: 90_000 }, async () => {
    const { installation, open } = await scratchInstallation();
    const { dataDir } = installation;
    let database = open();
    await writeInstallationData(database, dataDir);
    const rowsAtBackup = await snapshotDatabase(database);
    const filesAtBackup = snapshotFiles(dataDir);
    if (!onPostgres) await database.close();
    const file = join(dataDir, '..', `${basename(dataDir)}.tar.gz`);
    cleanups.push(async () => rmSync(file, { force: true }));

    const summary = await createBackup(installation, file);
    expect(summary.manifest).toMatchObject({ kind: onPostgres ? 'postgres' : 'embedded' });
    expect(summary.manifest.migrations).toBe(countKnownMigrations());
    expect(summary.files).toBe(Object.keys(filesAtBackup).length);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    if (!onPostgres) database = open();
    await changeInstallationData(database, dataDir);
    expect(await snapshotDatabase(database)).not.toEqual(rowsAtBackup);
    expect(snapshotFiles(dataDir)).not.toEqual(filesAtBackup);
    await database.close();

    const restored = await restoreBackup(installation, file);
    database = open();
    try {
      expect(await snapshotDatabase(database)).toEqual(rowsAtBackup);
      await database.migrate();
      expect(await snapshotDatabase(database)).toEqual(rowsAtBackup);
    } finally {
      await database.close();
    }
    expect(snapshotFiles(dataDir)).toEqual(filesAtBackup);
    // Nothing is deleted: the file uploaded after the backup waits in the folder of what was replaced.
    expect(restored.replacedFolder).not.toBeNull();
    expect(existsSync(join(restored.replacedFolder!, 'media/library/uploaded-later.png'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('refuses a backup of the other kind of database, a newer format or a newer app', async () => {
    const { installation } = await scratchInstallation();
    const other: Installation = onPostgres
      ? { dataDir: installation.dataDir }
      : { ...installation, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    const backupWith = async (manifest: Record<string, unknown>) => {
      const file = join(installation.dataDir, `made-${randomBytes(4).toString('hex')}.tar.gz`);
      await writeArchive(file, [bytesEntry('manifest.json', JSON.stringify(manifest))]);
      return file;
    };
    const kind = onPostgres ? 'postgres' : 'embedded';
    const fits = { format: 1, kind, createdAt: new Date().toISOString(), migrations: 1, appVersion: '0.1.0' };

    await expect(restoreBackup(other, await backupWith(fits))).rejects.toThrow(
      onPostgres
        ? /holds a PostgreSQL database.*DATABASE_URL is not set/
        : /holds the embedded database.*DATABASE_URL is set/,
    );
    await expect(restoreBackup(installation, await backupWith({ ...fits, format: 2 }))).rejects.toThrow(
      /backup format 2, newer than this app reads/,
    );
    await expect(
      restoreBackup(installation, await backupWith({ ...fits, migrations: countKnownMigrations() + 1 })),
    ).rejects.toThrow(/update the app/);
    const notABackup = join(installation.dataDir, 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    await expect(restoreBackup(installation, notABackup)).rejects.toThrow(
      /not a backup made by npm run backup/,
    );
    await expect(restoreBackup(installation, join(installation.dataDir, 'missing.tar.gz'))).rejects.toThrow(
      /No file/,
    );
  });

  it(
    'leaves the database and files as they were when a restore fails part way',
    { timeout: 60_000 },
    async () => {
      const { installation, open } = await scratchInstallation();
      const { dataDir, databaseUrl } = installation;
      let database = open();
      await writeInstallationData(database, dataDir);
      const rowsBefore = await snapshotDatabase(database);
      await database.close();
      const filesBefore = snapshotFiles(dataDir);
      const file = join(dataDir, '..', `${basename(dataDir)}-cut.tar.gz`);
      cleanups.push(async () => rmSync(file, { force: true }));
      if (databaseUrl) {
        // A dump cut in half: pg_restore has handed psql the schemas' drops and the first tables when it fails.
        await dumpPostgres(databaseUrl, `${file}.dump`);
        const dump = readFileSync(`${file}.dump`);
        rmSync(`${file}.dump`);
        const manifest = {
          format: 1,
          kind: 'postgres',
          createdAt: new Date().toISOString(),
          migrations: countKnownMigrations(),
          appVersion: '0.1.0',
        };
        await writeArchive(file, [
          bytesEntry('manifest.json', JSON.stringify(manifest)),
          bytesEntry('database.dump', dump.subarray(0, Math.floor(dump.length / 2))),
          { kind: 'folder', name: 'files', mode: 0o755, mtime: new Date() },
          bytesEntry('files/only-in-the-backup.txt', 'x'),
        ]);
        await expect(restoreBackup(installation, file)).rejects.toThrow(/pg_restore failed/);
      } else {
        await createBackup(installation, file);
        const archive = readFileSync(file);
        writeFileSync(file, archive.subarray(0, Math.floor(archive.length / 2)));
        await expect(restoreBackup(installation, file)).rejects.toThrow(/unexpected end of file/);
      }
      database = open();
      try {
        expect(await snapshotDatabase(database)).toEqual(rowsBefore);
      } finally {
        await database.close();
      }
      expect(snapshotFiles(dataDir)).toEqual(filesBefore);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
    },
  );

  // Each kind's own refusal is tested in the run on that kind: the suite runs once on each (.ci/run).
  const onEmbedded = onPostgres ? () => {} : it;
  const onServer = onPostgres ? it : () => {};

  onEmbedded(
    'will not touch the embedded database while a process has it open',
    { timeout: 60_000 },
    async () => {
      const { installation, open } = await scratchInstallation();
      const file = join(installation.dataDir, 'backup.tar.gz');
      const database = open();
      try {
        await database.db.execute(sql`select 1`);
        await expect(createBackup(installation, file)).rejects.toThrow(
          /is open in process \d+ \(this one\): stop the server/,
        );
      } finally {
        await database.close();
      }
      await createBackup(installation, file);
      const reopened = open();
      try {
        await reopened.db.execute(sql`select 1`);
        await expect(restoreBackup(installation, file)).rejects.toThrow(/is open in process/);
      } finally {
        await reopened.close();
      }
      expect(readdirSync(installation.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
    },
  );

  onServer('will not restore PostgreSQL while the app is connected to it', { timeout: 60_000 }, async () => {
    const { installation, open } = await scratchInstallation();
    const file = join(installation.dataDir, 'backup.tar.gz');
    await createBackup(installation, file);
    const database = open();
    try {
      await database.db.execute(sql`select 1`);
      await expect(restoreBackup(installation, file)).rejects.toThrow(
        /1 other connection\(s\).*stop the app/,
      );
    } finally {
      await database.close();
    }
  });
});
