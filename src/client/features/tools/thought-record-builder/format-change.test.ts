import { describe, expect, it } from 'vitest';
import { formatDifference, formatRatedChange } from './format-change';

describe('formatRatedChange', () => {
  it('shows before, after and the signed difference', () => {
    expect(formatRatedChange({ before: 80, after: 30, change: -50 })).toBe('80% → 30% (\u221250)');
    expect(formatRatedChange({ before: 20, after: 30, change: 10 })).toBe('20% → 30% (+10)');
    expect(formatRatedChange({ before: 40, after: 40, change: 0 })).toBe('40% → 40% (no change)');
  });

  it('says when a rating was never re-rated', () => {
    expect(formatRatedChange({ before: 70, after: null, change: null })).toBe('70% (not re-rated)');
  });

  it('uses a true minus sign', () => {
    expect(formatDifference(-5)).toBe('−5');
  });
});
