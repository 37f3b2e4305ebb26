import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitEntrySchema } from '@shared/tools/tool-data.schemas';
import { readStoredHabit } from './stored-habits';

const day = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));

describe('a stored habit', () => {
  it('reads as the schema reads it whenever the schema accepts it', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ minLength: 1, maxLength: 80 }),
          schedule: fc.constant({ type: 'daily' }),
          completions: fc.array(day, { maxLength: 40 }),
          archived: fc.boolean(),
        }),
        (habit) => {
          const parsed = habitEntrySchema.safeParse(habit);
          if (parsed.success) expect(readStoredHabit(habit)).toEqual(parsed.data);
        },
      ),
    );
  });

  it('skips ticks that are no calendar date and keeps the rest', () => {
    const habit = readStoredHabit({
      name: 'Walk',
      schedule: { type: 'daily' },
      completions: ['2026-11-22', '2024-02-30', '0000-01-01', 7, '+010000-01-01', '2026-11-23'],
    });
    expect(habit?.completions).toEqual(['2026-11-22', '2026-11-23']);
    expect(habit?.archived).toBe(false);
  });

  it('is null when the rest of the habit is not one', () => {
    expect(readStoredHabit({ name: '', schedule: { type: 'daily' }, completions: [] })).toBeNull();
    expect(readStoredHabit({ name: 'Walk', schedule: { type: 'hourly' }, completions: [] })).toBeNull();
    expect(readStoredHabit({ name: 'Walk', schedule: { type: 'daily' }, completions: 'x' })).toBeNull();
    expect(readStoredHabit(null)).toBeNull();
    const tooMany = Array.from({ length: 3701 }, () => '2026-01-01');
    expect(readStoredHabit({ name: 'Walk', schedule: { type: 'daily' }, completions: tooMany })).toBeNull();
  });
});
