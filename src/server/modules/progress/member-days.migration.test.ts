import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../db/paths';
import { dayPreferencesWithCurrentDays } from './member-days.service';
import {
  insertMember,
  readEntries,
  readFrame,
  readMemberDays,
  recomputeMemberDays,
} from './member-days.test-kit';

const MIGRATION = '0009_member-days';

/** The migrations folder as it was before member days: an install that is about to update. */
function foldersBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'dyl-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A fresh database (not the tests' migrated template): embedded, or a scratch one on the PostgreSQL server. */
async function openEmptyDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
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

let database: DatabaseHandle;
let drop: () => Promise<void>;
const members: Record<'utc' | 'west' | 'legacy' | 'empty', string> = {
  utc: '',
  west: '',
  legacy: '',
  empty: '',
};

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  const before = foldersBefore(MIGRATION);
  try {
    const db = database.db as never;
    if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: before.folder });
    else await migratePg(db, { migrationsFolder: before.folder });
  } finally {
    before.remove();
  }
  const { db } = database;
  members.utc = await insertMember(db, { timeZone: 'UTC', endOfDayHour: 4 });
  members.west = await insertMember(db, { timeZone: 'America/Los_Angeles', endOfDayHour: 2 });
  // Saved before zone names were stored canonically: the runtime knows it, PostgreSQL does not.
  members.legacy = await insertMember(db, { timeZone: 'PRT', endOfDayHour: 0 });
  members.empty = await insertMember(db, { timeZone: 'Europe/Berlin', endOfDayHour: 4 });
  for (const userId of [members.utc, members.west, members.legacy]) {
    await db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select ${userId}, (array['self-awareness-journal', 'pomodoro-timer', 'intention-setting-tool', 'gratitude-log'])[1 + g % 4],
             case g % 4
               when 0 then jsonb_build_object('mode', 'free', 'text', 'x', 'mood', 1 + g % 5, 'emotions', jsonb_build_array('Calm', 'tired'))
               when 1 then jsonb_build_object('task', 'T' || g % 3, 'duration', g % 50,
                             'completedAt', to_char((timestamptz '2026-03-07 00:00:00+00' + make_interval(hours => g)) at time zone 'UTC',
                                                    'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
               when 2 then jsonb_build_object('date', to_char(date '2026-03-01' + g % 20, 'YYYY-MM-DD'), 'intention', 'i', 'focusArea', 'f')
               else '{"items": ["tea"]}'::jsonb
             end,
             timestamptz '2026-03-07 00:00:00+00' + make_interval(hours => g)
        from generate_series(1, 240) g`);
  }
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe(`migration ${MIGRATION}`, () => {
  it("builds existing members' days from their entries, in their profile's frame", async () => {
    const { db } = database;
    for (const [userId, timeZone, endOfDayHour] of [
      [members.utc, 'UTC', 4],
      [members.west, 'America/Los_Angeles', 2],
    ] as const) {
      expect(await readFrame(db, userId)).toEqual({ timeZone, endOfDayHour });
      const expected = recomputeMemberDays(await readEntries(db, userId), timeZone, endOfDayHour);
      expect(expected.length).toBeGreaterThan(9);
      expect(await readMemberDays(db, userId)).toEqual(expected);
    }
    expect(await readFrame(db, members.empty)).toEqual({ timeZone: 'Europe/Berlin', endOfDayHour: 4 });
    expect(await readMemberDays(db, members.empty)).toEqual([]);
  });

  it('leaves a zone PostgreSQL does not know to the first read, which builds it in the zone the app resolves', async () => {
    const { db } = database;
    expect(await readFrame(db, members.legacy)).toBeNull();
    expect(await readMemberDays(db, members.legacy)).toEqual([]);
    expect((await dayPreferencesWithCurrentDays(db, members.legacy)).timeZone).toBe('America/Puerto_Rico');
    expect(await readMemberDays(db, members.legacy)).toEqual(
      recomputeMemberDays(await readEntries(db, members.legacy), 'America/Puerto_Rico', 0),
    );
  });
});
