import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitStrengthSeries } from './habit-strength';
import { kindStreak, kindStreakOfOffsets } from './kind-streak';
import { calendarDateOf, calendarDayNumber } from '../dates/calendar-days';
import { addDaysToKey, daysBetween, memberDay, weekdayOf, weekdayOfDayNumber } from './member-day';

/** The streak walk as first written, naming every day it passes: the reference the marked walk must equal. */
function streakByDayNames(
  activeDays: ReadonlySet<string>,
  today: string,
  restDays: number[],
  budget: number,
) {
  const rest = new Set(restDays);
  const used = new Map<string, number>();
  let pending: string[] = [];
  const spentIn = (month: string) => (used.get(month) ?? 0) + pending.filter((m) => m === month).length;
  let current = 0;
  const todayNumber = calendarDayNumber(today);
  for (let i = 0; i < 400; i += 1) {
    const day = calendarDateOf(todayNumber - i);
    if (activeDays.has(day)) {
      current += 1;
      for (const month of pending) used.set(month, (used.get(month) ?? 0) + 1);
      pending = [];
      continue;
    }
    if (i === 0 || rest.has(weekdayOfDayNumber(todayNumber - i))) continue;
    const month = day.slice(0, 7);
    if (spentIn(month) >= budget) break;
    pending.push(month);
  }
  const skipsUsedThisMonth = used.get(today.slice(0, 7)) ?? 0;
  return { current, skipsUsedThisMonth, skipsLeftThisMonth: Math.max(0, budget - skipsUsedThisMonth) };
}

describe('memberDay', () => {
  it('counts an entry before the end-of-day hour for the day before', () => {
    // 01:30 in Berlin on 10 June (UTC+2) is 23:30 UTC on 9 June.
    expect(memberDay(new Date('2026-06-09T23:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-06-09');
    expect(memberDay(new Date('2026-06-09T23:30:00Z'), 'Europe/Berlin', 0)).toBe('2026-06-10');
    expect(memberDay(new Date('2026-06-10T02:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-06-10');
  });

  it('keeps the boundary on the wall clock across a DST change', () => {
    // Berlin springs forward on 29 March 2026: 03:30 local is 01:30 UTC, still before a 04:00 day end.
    expect(memberDay(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-28');
    // 04:30 local (02:30 UTC) starts the new day, although only 3 hours of real time passed since midnight.
    expect(memberDay(new Date('2026-03-29T02:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-29');
    // New York falls back on 1 November 2026: 01:30 happens twice, both before 04:00.
    expect(memberDay(new Date('2026-11-01T05:30:00Z'), 'America/New_York', 4)).toBe('2026-10-31');
    expect(memberDay(new Date('2026-11-01T06:30:00Z'), 'America/New_York', 4)).toBe('2026-10-31');
    expect(memberDay(new Date('2026-11-01T09:30:00Z'), 'America/New_York', 4)).toBe('2026-11-01');
  });

  it('walks calendar days', () => {
    expect(addDaysToKey('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('kindStreak', () => {
  const active = (...days: string[]) => new Set(days);

  it('does not break on today still open, nor on rest days', () => {
    // 2026-11-22 is a Sunday, 2026-11-21 a Saturday.
    const streak = kindStreak({
      activeDays: active('2026-11-20', '2026-11-19'),
      today: '2026-11-23',
      restDays: [0, 6],
    });
    expect(streak.current).toBe(2);
    expect(streak.skipsUsedThisMonth).toBe(0);
  });

  it('spends up to two skip days a month to keep a streak alive', () => {
    const days = active('2026-11-23', '2026-11-20', '2026-11-19');
    expect(kindStreak({ activeDays: days, today: '2026-11-23' })).toEqual({
      current: 3,
      skipsUsedThisMonth: 2,
      skipsLeftThisMonth: 0,
    });
  });

  it('ends when the gap is wider than the budget, spending nothing on it', () => {
    const days = active('2026-11-23', '2026-11-19');
    expect(kindStreak({ activeDays: days, today: '2026-11-23' })).toEqual({
      current: 1,
      skipsUsedThisMonth: 0,
      skipsLeftThisMonth: 2,
    });
  });

  it('gives every month its own budget', () => {
    const days = active('2026-12-02', '2026-11-30', '2026-11-28', '2026-11-27');
    // Skips: 1 Dec (December's first), 29 Nov (November's first) — all bridged.
    expect(kindStreak({ activeDays: days, today: '2026-12-02', skipsPerMonth: 1 }).current).toBe(4);
  });

  it('walks the active days as offsets from today exactly as it walks them by name', () => {
    const history = fc.record({
      today: fc.integer({ min: 0, max: 800 }).map((n) => addDaysToKey('2025-06-01', n)),
      // A run up to today (or yesterday), holes in it, and scattered days before, after and around it.
      run: fc.integer({ min: 0, max: 420 }),
      holes: fc.array(fc.integer({ min: 0, max: 420 }), { maxLength: 10 }),
      scattered: fc.array(fc.integer({ min: -440, max: 3 }), { maxLength: 40 }),
      restDays: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
      budget: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(history, ({ today, run, holes, scattered, restDays, budget }) => {
        const offsets = new Set(scattered);
        for (let i = 0; i <= run; i += 1) offsets.add(-i);
        for (const hole of holes) offsets.delete(-hole);
        const days = new Set([...offsets].map((offset) => addDaysToKey(today, offset)));
        const expected = streakByDayNames(days, today, restDays, budget);
        const rules = { today, restDays, skipsPerMonth: budget };
        expect(kindStreak({ activeDays: days, ...rules })).toEqual(expected);
        expect(kindStreakOfOffsets({ activeOffsets: [...offsets], ...rules })).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('habitStrengthSeries', () => {
  const days = daysBetween('2026-01-01', '2026-03-01');

  it('climbs with each day done and falls slowly, not to zero, after a miss', () => {
    const done = new Set(days.slice(0, 40));
    const series = habitStrengthSeries({ days, completions: done });
    const at = (i: number) => series[i]!.strength;
    expect(at(0)).toBeGreaterThan(0);
    expect(at(39)).toBeGreaterThan(at(20));
    expect(at(40)).toBeLessThan(at(39));
    expect(at(40)).toBeGreaterThan(at(39) * 0.9);
    expect(at(50)).toBeGreaterThan(0);
  });

  it('leaves the score alone on days the habit is not due', () => {
    const mondays = days.filter((day) => weekdayOf(day) === 1);
    const series = habitStrengthSeries({
      days,
      completions: mondays.slice(0, 4),
      dueWeekdays: [1],
      frequency: 1 / 7,
    });
    expect(series.at(-1)!.strength).toBeGreaterThan(0);
    for (let i = 1; i < series.length; i += 1) {
      if (weekdayOf(series[i]!.day) !== 1) expect(series[i]!.strength).toBe(series[i - 1]!.strength);
      else expect(series[i]!.strength).not.toBe(series[i - 1]!.strength);
    }
  });
});

describe('habitStrengthSeries over a long history', () => {
  /** The reference: every day from the first tick walked one by one, as the strength was first computed. */
  function walkedStrength(completions: string[], days: string[], dueWeekdays: number[], frequency: number) {
    const multiplier = 0.5 ** (Math.sqrt(frequency) / 13);
    const done = new Set(completions);
    const first = [...completions, days[0]!].sort()[0]!;
    let score = 0;
    const byDay = new Map<string, number>();
    for (const day of daysBetween(first, days.at(-1)!)) {
      if (done.has(day)) score = score * multiplier + (1 - multiplier);
      else if (dueWeekdays.includes(weekdayOf(day))) score *= multiplier;
      byDay.set(day, score);
    }
    return days.map((day) => byDay.get(day)!);
  }

  it('starts the range from the strength the earlier ticks left, as walking every day would', () => {
    const tick = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDaysToKey('2023-01-01', n));
    fc.assert(
      fc.property(
        fc.array(tick, { maxLength: 120 }),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 1, max: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.constantFrom(1, 3 / 7, 1 / 7),
        (completions, offset, length, dueWeekdays, frequency) => {
          const from = addDaysToKey('2023-01-01', offset);
          const days = daysBetween(from, addDaysToKey(from, length - 1));
          const series = habitStrengthSeries({ days, completions, dueWeekdays, frequency });
          const expected = walkedStrength(completions, days, dueWeekdays, frequency);
          series.forEach((point, i) => {
            expect(point.day).toBe(days[i]);
            expect(Math.abs(point.strength - expected[i]! * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('costs the same for a tick in 1900 and ignores ticks that are no calendar date', () => {
    const days = daysBetween('2100-12-01', '2100-12-31');
    const series = habitStrengthSeries({
      days,
      completions: ['1900-01-01', '0000-01-01', '2024-02-30', '9999-12-31', '2100-12-31'],
    });
    expect(series.slice(0, -1).every((point) => point.strength === 0)).toBe(true);
    expect(series.at(-1)!.strength).toBeGreaterThan(0);
  });
});
