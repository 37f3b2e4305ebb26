import { describe, expect, it } from 'vitest';
import { gratitudeStreak, localDay } from './gratitude-streak';

describe('gratitudeStreak', () => {
  it('is zero with no entries', () => {
    expect(gratitudeStreak([], '2026-03-10')).toEqual({ current: 0, best: 0 });
  });

  it('counts days in a row up to today, with several entries on one day counting once', () => {
    const days = ['2026-03-08', '2026-03-09', '2026-03-09', '2026-03-10'];
    expect(gratitudeStreak(days, '2026-03-10')).toEqual({ current: 3, best: 3 });
  });

  it('keeps the streak while today has no entry yet', () => {
    expect(gratitudeStreak(['2026-03-08', '2026-03-09'], '2026-03-10').current).toBe(2);
  });

  it('breaks after a missed day but remembers the best run', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-07'];
    expect(gratitudeStreak(days, '2026-03-07')).toEqual({ current: 1, best: 3 });
  });

  it('is zero when the last entry was before yesterday', () => {
    expect(gratitudeStreak(['2026-03-01', '2026-03-02'], '2026-03-10')).toEqual({ current: 0, best: 2 });
  });

  it('ignores days after today', () => {
    expect(gratitudeStreak(['2026-03-10', '2026-03-11'], '2026-03-10')).toEqual({ current: 1, best: 1 });
  });
});

describe('localDay', () => {
  it('gives the local calendar day of a date', () => {
    expect(localDay(new Date(2026, 2, 10, 23, 30))).toBe('2026-03-10');
  });
});
