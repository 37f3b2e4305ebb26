import { describe, expect, it } from 'vitest';
import { reviewOpensOn, reviewStateOn } from './review-week';

// 2026-11-23 is a Monday, 2026-11-29 the Sunday after.
describe('reviewStateOn', () => {
  it('opens on the chosen weekday and stays due to the week’s end', () => {
    expect(reviewOpensOn('2026-11-23', 0)).toBe('2026-11-29');
    expect(reviewOpensOn('2026-11-23', 5)).toBe('2026-11-27');
    expect(reviewStateOn('2026-11-28', 0, null)).toEqual({ weekStart: '2026-11-23', state: 'not-yet' });
    expect(reviewStateOn('2026-11-29', 0, null)).toEqual({ weekStart: '2026-11-23', state: 'due' });
    expect(reviewStateOn('2026-11-26', 5, null).state).toBe('not-yet');
    expect(reviewStateOn('2026-11-27', 5, null).state).toBe('due');
    expect(reviewStateOn('2026-11-29', 5, null).state).toBe('due');
  });

  it('is not owed into the next week, and a done or skipped week stays so', () => {
    expect(reviewStateOn('2026-11-30', 5, null)).toEqual({ weekStart: '2026-11-30', state: 'not-yet' });
    expect(reviewStateOn('2026-11-29', 0, 'skipped').state).toBe('skipped');
    expect(reviewStateOn('2026-11-29', 0, 'done').state).toBe('done');
  });
});
