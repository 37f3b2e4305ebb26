import { describe, expect, it } from 'vitest';
import { completionRate, habitStreaks } from './habit-streaks';

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
