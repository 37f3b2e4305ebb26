import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrationsFolder } from './paths';

// Three processes started at once on an empty PostgreSQL database (this machine kind runs one at
// 127.0.0.1:5432; CI uses the same): each opens its own pool, as main.ts does, and migrates under the start-up
// lock. Without the lock, two ran drizzle's migrator at once and one of them died.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withEmptyDatabase(run: (url: string) => Promise<void>) {
  const name = `dyl_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('processes started together on an empty PostgreSQL database', () => {
  it('migrate one at a time: every start succeeds and each migration is applied once', async () => {
    await withEmptyDatabase(async (url) => {
      const databases = [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null }));
      const order: string[] = [];
      try {
        await Promise.all(
          databases.map((database, i) =>
            database.exclusively(async () => {
              order.push(`start ${i}`);
              await database.migrate();
              order.push(`end ${i}`);
            }),
          ),
        );
      } finally {
        for (const database of databases) await database.close();
      }
      // Never two inside at once: each start is followed by its own end.
      for (let i = 0; i < order.length; i += 2) {
        expect(order[i + 1]).toBe(order[i]!.replace('start', 'end'));
      }
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const tables = await check.query(`select count(*)::int as n from pg_tables where tablename = 'posts'`);
      await check.end();
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);
      expect(tables.rows[0].n).toBe(1);
    });
  });
});
