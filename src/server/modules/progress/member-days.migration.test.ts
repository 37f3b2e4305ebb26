import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { migrateUpTo, openEmptyDatabase } from '../../test/migration-test-kit';
import { dayPreferencesWithCurrentDays } from './member-days.service';
import {
  insertMember,
  readEntries,
  readFrame,
  readMemberDays,
  recomputeMemberDays,
} from './member-days.test-kit';

const MIGRATION = '0009_member-days';

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
  await migrateUpTo(database, MIGRATION);
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
