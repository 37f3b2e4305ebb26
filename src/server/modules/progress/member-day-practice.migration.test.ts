import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { migrateUpTo, openEmptyDatabase } from '../../test/migration-test-kit';
import { dayPreferencesWithCurrentDays } from './member-days.service';
import {
  insertMember,
  insertSkills,
  readEntries,
  readFrame,
  readMemberDays,
  readPractice,
  recomputeMemberDays,
} from './member-days.test-kit';

const MIGRATION = '0015_member-day-practice-and-intention-times';

let database: DatabaseHandle;
let drop: () => Promise<void>;
const members: Record<'utc' | 'west' | 'legacy' | 'idle', string> = {
  utc: '',
  west: '',
  legacy: '',
  idle: '',
};
let skillIds: string[] = [];

/** A fortnight of entries and, some hours apart, of practice (two on some days, none on others). */
async function insertHistory(db: DatabaseHandle['db'], userId: string) {
  await db.execute(sql`
    insert into tool_entries (user_id, tool_key, data, created_at)
    select ${userId}, 'gratitude-log', '{"items": ["tea"]}'::jsonb,
           timestamptz '2026-03-01 00:00:00+00' + make_interval(hours => g * 7)
      from generate_series(1, 40) g`);
  await db.execute(sql`
    insert into skill_completions (user_id, skill_id, completed_at)
    select ${userId}, (${sql.raw(`array[${skillIds.map((id) => `'${id}'`).join(', ')}]`)})[1 + g % ${skillIds.length}],
           timestamptz '2026-03-01 02:30:00+00' + make_interval(hours => g * 13)
      from generate_series(1, 30) g`);
}

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  await migrateUpTo(database, MIGRATION);
  const { db } = database;
  skillIds = await insertSkills(db, 3);
  members.utc = await insertMember(db, { timeZone: 'UTC', endOfDayHour: 4 });
  members.west = await insertMember(db, { timeZone: 'America/Los_Angeles', endOfDayHour: 2 });
  // Saved before zone names were stored canonically: its days are built on its first read.
  members.legacy = await insertMember(db, { timeZone: 'PRT', endOfDayHour: 0 });
  members.idle = await insertMember(db, { timeZone: 'Europe/Berlin', endOfDayHour: 4 });
  for (const userId of [members.utc, members.west, members.idle]) {
    // Days built as the previous version built them: entries only.
    await dayPreferencesWithCurrentDays(db, userId);
  }
  for (const userId of [members.utc, members.west, members.legacy]) await insertHistory(db, userId);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe(`migration ${MIGRATION}`, () => {
  it("counts existing members' practice in the days they were built in", async () => {
    const { db } = database;
    for (const [userId, timeZone, endOfDayHour] of [
      [members.utc, 'UTC', 4],
      [members.west, 'America/Los_Angeles', 2],
    ] as const) {
      const expected = recomputeMemberDays(
        await readEntries(db, userId),
        timeZone,
        endOfDayHour,
        await readPractice(db, userId),
      );
      expect(expected.reduce((n, d) => n + d.practice, 0)).toBe(30);
      expect(await readMemberDays(db, userId)).toEqual(expected);
    }
    expect(await readMemberDays(db, members.idle)).toEqual([]);
  });

  it('counts practice written after it, and builds a legacy zone with its practice on the first read', async () => {
    const { db } = database;
    await db.execute(sql`insert into skill_completions (user_id, skill_id, completed_at)
      values (${members.idle}, ${skillIds[0]!}, timestamptz '2026-03-02 03:00:00+00')`);
    expect(await readMemberDays(db, members.idle)).toEqual(
      recomputeMemberDays([], 'Europe/Berlin', 4, await readPractice(db, members.idle)),
    );
    expect(await readFrame(db, members.legacy)).toBeNull();
    expect((await dayPreferencesWithCurrentDays(db, members.legacy)).timeZone).toBe('America/Puerto_Rico');
    expect(await readMemberDays(db, members.legacy)).toEqual(
      recomputeMemberDays(
        await readEntries(db, members.legacy),
        'America/Puerto_Rico',
        0,
        await readPractice(db, members.legacy),
      ),
    );
  });
});
