import { describe, expect, it } from 'vitest';
import { dateOrderOf } from './date-order';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('writes a day as "26 Nov 2026" where the day comes first, the default', () => {
    expect(dayLabel('2026-11-26')).toBe('26 Nov 2026');
    expect(dayLabel('2026-01-05', true, 'day-first')).toBe('5 Jan 2026');
    expect(dayLabel('2026-12-31', false)).toBe('31 Dec');
  });

  it('writes it as "Nov 26, 2026" where the month comes first', () => {
    expect(dayLabel('2026-11-26', true, 'month-first')).toBe('Nov 26, 2026');
    expect(dayLabel('2026-01-05', false, 'month-first')).toBe('Jan 5');
  });

  it('leaves what is not a day as it is', () => {
    expect(dayLabel('soon')).toBe('soon');
    expect(dayLabel('soon', true, 'month-first')).toBe('soon');
  });
});

describe('dateOrderOf', () => {
  it.each([
    ['en-US', 'month-first'],
    ['en', 'month-first'],
    ['en-CA', 'month-first'],
    ['en_PH', 'month-first'],
    ['en-Latn-US', 'month-first'],
    ['en-US,en;q=0.9', 'month-first'],
    ['EN-us', 'month-first'],
    ['en-GB', 'day-first'],
    ['en-AU', 'day-first'],
    ['en-IN', 'day-first'],
    ['en-150', 'day-first'],
    ['en-GB,en-US;q=0.8', 'day-first'],
    ['de-DE', 'day-first'],
    ['es-US', 'day-first'],
    ['fr', 'day-first'],
    ['', 'day-first'],
    [undefined, 'day-first'],
    [null, 'day-first'],
    ['*', 'day-first'],
  ] as const)('%s → %s', (tag, order) => {
    expect(dateOrderOf(tag)).toBe(order);
  });
});
