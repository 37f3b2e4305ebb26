import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('writes a day the one way the app does', () => {
    expect(dayLabel('2026-11-26')).toBe('26 Nov 2026');
    expect(dayLabel('2026-01-05')).toBe('5 Jan 2026');
    expect(dayLabel('2026-12-31', false)).toBe('31 Dec');
  });
  it('leaves anything else as it is', () => {
    expect(dayLabel('soon')).toBe('soon');
  });
});
