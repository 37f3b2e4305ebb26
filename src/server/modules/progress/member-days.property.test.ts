import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { canonicalTimeZone } from '@shared/profiles/profiles.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { profiles } from '../profiles/profiles.table';
import { updateProfile } from '../profiles/profiles.service';
import { skillCompletions, skills } from '../content/content.table';
import { toolEntries } from '../tool-data/tool-data.table';
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
import { ZONES, instant, completedAt, day } from './member-days.arbitraries';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const entryData: Record<string, fc.Arbitrary<unknown>> = {
  'self-awareness-journal': fc.record(
    {
      mode: fc.constant('free'),
      text: fc.constant('A day'),
      mood: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant('3')),
      emotions: fc.array(fc.constantFrom('Calm', 'calm', 'Tired', 'hopeful', 'ANXIOUS'), { maxLength: 4 }),
    },
    { requiredKeys: ['mode', 'text'], noNullPrototype: true },
  ),
  'pomodoro-timer': fc.record(
    {
      task: fc.constantFrom('', 'Write', 'Read', 'write'),
      duration: fc.oneof(fc.integer({ min: 0, max: 90 }), fc.constantFrom(12.5, 0.25)),
      completedAt,
    },
    { requiredKeys: ['completedAt'], noNullPrototype: true },
  ),
  'intention-setting-tool': fc.record(
    {
      date: fc.oneof(day, fc.constantFrom('2026-02-30', '0000-01-01', 'today')),
      intention: fc.constant('Breathe'),
      focusArea: fc.constant('Calm'),
    },
    { noNullPrototype: true },
  ),
  'gratitude-log': fc.constant({ items: ['Tea'] }),
  'habit-tracker': fc.constant({
    name: 'Walk',
    schedule: { type: 'daily' },
    completions: [],
    archived: false,
  }),
};
const toolKey = fc.constantFrom(...Object.keys(entryData));
const newEntry = toolKey.chain((key) =>
  fc.record({ toolKey: fc.constant(key), data: entryData[key]!, createdAt: instant }),
);

type Step =
  | { kind: 'create'; entries: { toolKey: string; data: unknown; createdAt: Date }[] }
  | { kind: 'edit'; pick: number; data: unknown; createdAt?: Date }
  | { kind: 'delete'; picks: number[] }
  | { kind: 'frame'; timeZone: string; endOfDayHour: number }
  | { kind: 'practise'; skill: number; at: Date[] }
  | { kind: 'unpractise'; picks: number[] }
  | { kind: 'move-practice'; pick: number; at: Date }
  | { kind: 'drop-skill'; skill: number };

/** Skills made for each run: a dropped one takes its completions with it (a cascade the triggers count). */
const SKILLS_PER_RUN = 2;

const frame = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  endOfDayHour: fc.integer({ min: 0, max: 6 }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(newEntry, { minLength: 1, maxLength: 4 })
      .map((entries) => ({ kind: 'create' as const, entries })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      // New data (another mood, date, duration…, or another tool's shape); now and then a script moves the time.
      data: fc.constantFrom(...Object.keys(entryData)).chain((key) => entryData[key]!),
      createdAt: fc.option(instant, { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: frame.map((f) => ({ kind: 'frame' as const, ...f })) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('practise' as const),
      skill: fc.nat({ max: SKILLS_PER_RUN - 1 }),
      at: fc.array(instant, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unpractise' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move-practice' as const), pick: fc.nat(), at: instant }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('drop-skill' as const),
      skill: fc.nat({ max: SKILLS_PER_RUN - 1 }),
    }),
  },
);

async function completionIds(userId: string): Promise<string[]> {
  const found = await app.database.db
    .select({ id: skillCompletions.id })
    .from(skillCompletions)
    .where(eq(skillCompletions.userId, userId));
  return found.map((c) => c.id).sort();
}

async function run(userId: string, steps: Step[], skillIds: (string | null)[]) {
  const db = app.database.db;
  for (const s of steps) {
    const ids = (await readEntries(db, userId)).map((e) => e.id).sort();
    if (s.kind === 'create') {
      await db.insert(toolEntries).values(s.entries.map((e) => ({ userId, ...e })));
    } else if (s.kind === 'edit' && ids.length > 0) {
      const id = ids[s.pick % ids.length]!;
      await db
        .update(toolEntries)
        .set({ data: s.data, ...(s.createdAt ? { createdAt: s.createdAt } : {}) })
        .where(eq(toolEntries.id, id));
    } else if (s.kind === 'delete' && ids.length > 0) {
      await db.delete(toolEntries).where(
        inArray(
          toolEntries.id,
          s.picks.map((p) => ids[p % ids.length]!),
        ),
      );
    } else if (s.kind === 'frame') {
      // Through the profile route's service: the member's days are rebuilt in the same transaction.
      await updateProfile({ db }, userId, { timeZone: s.timeZone, endOfDayHour: s.endOfDayHour });
    } else if (s.kind === 'practise' && skillIds[s.skill]) {
      const skillId = skillIds[s.skill]!;
      await db.insert(skillCompletions).values(s.at.map((completedAt) => ({ userId, skillId, completedAt })));
    } else if (s.kind === 'unpractise' || s.kind === 'move-practice') {
      const practised = await completionIds(userId);
      if (practised.length === 0) continue;
      if (s.kind === 'unpractise') {
        const gone = s.picks.map((p) => practised[p % practised.length]!);
        await db.delete(skillCompletions).where(inArray(skillCompletions.id, gone));
      } else {
        // A script moving a practice to another time.
        await db
          .update(skillCompletions)
          .set({ completedAt: s.at })
          .where(eq(skillCompletions.id, practised[s.pick % practised.length]!));
      }
    } else if (s.kind === 'drop-skill' && skillIds[s.skill]) {
      // An admin deleting a skill: its completions go by cascade.
      await db.delete(skills).where(eq(skills.id, skillIds[s.skill]!));
      skillIds[s.skill] = null;
    }
  }
}

describe('member_days', () => {
  it('equal a recomputation from the entries and practice after any creates, edits, deletes and frame changes', async () => {
    await fc.assert(
      fc.asyncProperty(frame, fc.array(step, { minLength: 1, maxLength: 15 }), async (start, steps) => {
        const db = app.database.db;
        const userId = await insertMember(db, start);
        await dayPreferencesWithCurrentDays(db, userId);
        await run(userId, steps, await insertSkills(db, SKILLS_PER_RUN));
        const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
        const builtIn = await readFrame(db, userId);
        expect(builtIn).toEqual({
          timeZone: canonicalTimeZone(profile!.timeZone),
          endOfDayHour: profile!.endOfDayHour,
        });
        const expected = recomputeMemberDays(
          await readEntries(db, userId),
          builtIn!.timeZone,
          builtIn!.endOfDayHour,
          await readPractice(db, userId),
        );
        expect(await readMemberDays(db, userId)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('count a statement that writes many members at once, each in their own frame', async () => {
    const db = app.database.db;
    const west = await insertMember(db, { timeZone: 'America/Los_Angeles', endOfDayHour: 4 });
    const east = await insertMember(db, { timeZone: 'Asia/Kolkata', endOfDayHour: 0 });
    await dayPreferencesWithCurrentDays(db, west);
    await dayPreferencesWithCurrentDays(db, east);
    await db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select case when g % 2 = 0 then ${west} else ${east} end, 'self-awareness-journal',
             jsonb_build_object('mode', 'free', 'text', 'x', 'mood', 1 + g % 5, 'emotions', jsonb_build_array('Calm')),
             timestamptz '2026-03-07 00:00:00+00' + make_interval(hours => g)
        from generate_series(1, 200) g`);
    await db.execute(
      sql`delete from tool_entries where user_id in (${west}, ${east}) and extract(hour from created_at) = 3`,
    );
    const [skillId] = await insertSkills(db, 1);
    await db.execute(sql`
      insert into skill_completions (user_id, skill_id, completed_at)
      select case when g % 2 = 0 then ${west} else ${east} end, ${skillId},
             timestamptz '2026-03-06 20:30:00+00' + make_interval(hours => g * 5)
        from generate_series(1, 80) g`);
    await db.execute(
      sql`delete from skill_completions where user_id in (${west}, ${east}) and extract(hour from completed_at) = 11`,
    );
    for (const [userId, zone, hour] of [
      [west, 'America/Los_Angeles', 4],
      [east, 'Asia/Calcutta', 0],
    ] as const) {
      const expected = recomputeMemberDays(
        await readEntries(db, userId),
        zone,
        hour,
        await readPractice(db, userId),
      );
      expect(expected.length).toBeGreaterThan(3);
      expect(expected.some((d) => d.practice > 0 && d.entries === 0)).toBe(true);
      expect(await readMemberDays(db, userId)).toEqual(expected);
    }
  });

  it('count writes of one member sent at once (on PostgreSQL, on as many connections)', async () => {
    const db = app.database.db;
    const userId = await insertMember(db, { timeZone: 'Europe/Berlin', endOfDayHour: 4 });
    await dayPreferencesWithCurrentDays(db, userId);
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 28, hour, 30));
    const [skillId] = await insertSkills(db, 1);
    await Promise.all([
      ...Array.from({ length: 24 }, (_, hour) =>
        db.insert(toolEntries).values({
          userId,
          toolKey: 'pomodoro-timer',
          data: { task: 'Write', duration: 25, completedAt: at(hour).toISOString() },
          createdAt: at(hour),
        }),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        db.insert(skillCompletions).values({ userId, skillId: skillId!, completedAt: at(i * 2) }),
      ),
    ]);
    const ids = (await readEntries(db, userId)).map((e) => e.id);
    const practised = await completionIds(userId);
    await Promise.all([
      ...ids.slice(0, 8).map((id) => db.delete(toolEntries).where(eq(toolEntries.id, id))),
      ...ids.slice(8, 16).map((id) =>
        db
          .update(toolEntries)
          .set({ data: { task: 'Read', duration: 10, completedAt: at(1).toISOString() } })
          .where(eq(toolEntries.id, id)),
      ),
      ...practised.slice(0, 4).map((id) => db.delete(skillCompletions).where(eq(skillCompletions.id, id))),
    ]);
    const expected = recomputeMemberDays(
      await readEntries(db, userId),
      'Europe/Berlin',
      4,
      await readPractice(db, userId),
    );
    expect(expected.map((d) => d.entries).reduce((a, b) => a + b, 0)).toBe(16);
    expect(expected.map((d) => d.practice).reduce((a, b) => a + b, 0)).toBe(8);
    expect(await readMemberDays(db, userId)).toEqual(expected);
  });
});
