import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToKey, daysBetween, weekdayOf } from '../../progress/member-day';
import { completionRate, habitStreaks, type HabitSchedule } from './habit-streaks';

// 2026-11-22 is a Sunday; 2026-11-16 is the Monday of its ISO week.
const TODAY = '2026-11-22';

describe('habitStreaks, daily', () => {
  it('counts days in a row up to today, and keeps the streak while today is still open', () => {
    expect(habitStreaks({ type: 'daily' }, ['2026-11-20', '2026-11-21', '2026-11-22'], TODAY)).toEqual({
      current: 3,
      best: 3,
      unit: 'day',
    });
    expect(habitStreaks({ type: 'daily' }, ['2026-11-20', '2026-11-21'], TODAY).current).toBe(2);
  });

  it('breaks on a missed day and remembers the best run', () => {
    const dates = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20', '2026-11-22'];
    expect(habitStreaks({ type: 'daily' }, dates, TODAY)).toEqual({ current: 1, best: 4, unit: 'day' });
  });

  it('is zero with no completions and ignores dates after today', () => {
    expect(habitStreaks({ type: 'daily' }, [], TODAY)).toEqual({ current: 0, best: 0, unit: 'day' });
    expect(habitStreaks({ type: 'daily' }, ['2026-11-23'], TODAY).best).toBe(0);
  });
});

describe('habitStreaks, chosen weekdays', () => {
  const mwf = { type: 'weekdays' as const, days: [1, 3, 5] };
  it('counts only scheduled days, so days off never break it', () => {
    // Mon 16, Wed 18, Fri 20 done; Sat 21 and Sun 22 are days off.
    expect(habitStreaks(mwf, ['2026-11-16', '2026-11-18', '2026-11-20'], TODAY)).toEqual({
      current: 3,
      best: 3,
      unit: 'day',
    });
  });

  it('breaks when a scheduled day is missed', () => {
    expect(habitStreaks(mwf, ['2026-11-13', '2026-11-16', '2026-11-20'], TODAY)).toEqual({
      current: 1,
      best: 2,
      unit: 'day',
    });
  });
});

describe('habitStreaks, N times a week', () => {
  const thrice = { type: 'times-per-week' as const, times: 3 };
  it('counts weeks that met the target, and this week once met', () => {
    const dates = [
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-10',
      '2026-11-12',
      '2026-11-14',
      '2026-11-16',
      '2026-11-17',
      '2026-11-21',
    ];
    expect(habitStreaks(thrice, dates, TODAY)).toEqual({ current: 3, best: 3, unit: 'week' });
  });

  it('does not break for a week still open, but does for a past week short of the target', () => {
    const dates = [
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-16',
    ];
    expect(habitStreaks(thrice, dates, TODAY).current).toBe(2);
    const missed = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10'];
    expect(habitStreaks(thrice, missed, TODAY)).toEqual({ current: 0, best: 1, unit: 'week' });
  });
});

describe('completionRate', () => {
  it('is the share of scheduled days done in the window', () => {
    expect(completionRate({ type: 'daily' }, ['2026-11-21', '2026-11-22'], '2026-11-19', TODAY)).toBe(0.5);
    expect(completionRate({ type: 'weekdays', days: [1] }, ['2026-11-16'], '2026-11-09', TODAY)).toBe(0.5);
  });
});

describe('streaks and rates over any history', () => {
  // The reference walks every day (or week) from the first tick, as the streaks were first computed.
  const mondayOf = (day: string) => addDaysToKey(day, -((weekdayOf(day) + 6) % 7));
  const isScheduled = (schedule: HabitSchedule, day: string) =>
    schedule.type !== 'weekdays' || schedule.days.includes(weekdayOf(day));

  function walkedStreaks(schedule: HabitSchedule, completions: string[], today: string) {
    const dates = [...new Set(completions)].filter((d) => d <= today).sort();
    if (dates.length === 0) return { current: 0, best: 0 };
    let best = 0;
    let run = 0;
    if (schedule.type === 'times-per-week') {
      const perWeek = new Map<string, number>();
      for (const d of dates) perWeek.set(mondayOf(d), (perWeek.get(mondayOf(d)) ?? 0) + 1);
      for (let week = mondayOf(dates[0]!); week <= today; week = addDaysToKey(week, 7)) {
        if ((perWeek.get(week) ?? 0) >= schedule.times) best = Math.max(best, (run += 1));
        else if (week !== mondayOf(today)) run = 0;
      }
      return { current: run, best };
    }
    const done = new Set(dates);
    for (const day of daysBetween(dates[0]!, today)) {
      if (!isScheduled(schedule, day)) continue;
      if (done.has(day)) best = Math.max(best, (run += 1));
      else if (day !== today) run = 0;
    }
    return { current: run, best };
  }

  function walkedRate(schedule: HabitSchedule, completions: string[], from: string, today: string) {
    const done = new Set(completions);
    let total = 0;
    let met = 0;
    if (schedule.type === 'times-per-week') {
      for (let week = mondayOf(from); week <= today; week = addDaysToKey(week, 7)) {
        total += 1;
        if ([...done].filter((d) => mondayOf(d) === week).length >= schedule.times) met += 1;
      }
    } else {
      for (const day of daysBetween(from, today)) {
        if (!isScheduled(schedule, day)) continue;
        total += 1;
        if (done.has(day)) met += 1;
      }
    }
    return total ? met / total : 0;
  }

  const schedule: fc.Arbitrary<HabitSchedule> = fc.oneof(
    fc.constant({ type: 'daily' as const }),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
      .map((days) => ({ type: 'weekdays' as const, days })),
    fc.integer({ min: 1, max: 7 }).map((times) => ({ type: 'times-per-week' as const, times })),
  );
  const day = (span: number) => fc.integer({ min: 0, max: span }).map((n) => addDaysToKey('2025-06-01', n));
  // Runs are likelier when ticks crowd into a few weeks.
  const completions = fc.oneof(fc.array(day(40), { maxLength: 40 }), fc.array(day(400), { maxLength: 80 }));

  it('agrees with a walk over every day', () => {
    fc.assert(
      fc.property(schedule, completions, day(420), (s, ticks, today) => {
        expect(habitStreaks(s, ticks, today)).toEqual({
          ...walkedStreaks(s, ticks, today),
          unit: s.type === 'times-per-week' ? 'week' : 'day',
        });
      }),
      { numRuns: 500 },
    );
  });

  it('gives the completion rate a walk over the window gives', () => {
    fc.assert(
      fc.property(
        schedule,
        completions,
        day(420),
        fc.integer({ min: 0, max: 90 }),
        (s, ticks, today, span) => {
          const from = addDaysToKey(today, -span);
          expect(completionRate(s, ticks, from, today)).toBeCloseTo(walkedRate(s, ticks, from, today), 12);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('visits ticks, not the days since 1900, and skips ticks that are no calendar date', () => {
    const old = Array.from({ length: 3700 }, (_, i) => addDaysToKey('1900-01-01', i * 2));
    const streaks = habitStreaks({ type: 'daily' }, [...old, '0000-01-01', '2024-02-30', TODAY], TODAY);
    expect(streaks).toEqual({ current: 1, best: 1, unit: 'day' });
    expect(completionRate({ type: 'daily' }, ['2024-02-30', TODAY], '1900-01-01', TODAY)).toBeGreaterThan(0);
  });
});
