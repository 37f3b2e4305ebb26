import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrationsFolder } from '../db/paths';

/** A fresh database (not the tests' migrated template): embedded, or a scratch one on the PostgreSQL server. */
export async function openEmptyDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: openDatabase({ dataDir: null }), drop: async () => {} };
  const name = `dyl_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Applies the migrations before `tag` only: an install about to take that update. */
export async function migrateUpTo(database: DatabaseHandle, tag: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'dyl-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 0) throw new Error(`no migration ${tag}`);
    const entries = journal.entries.slice(0, at);
    for (const e of entries)
      copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    const db = database.db as never;
    if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder });
    else await migratePg(db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
