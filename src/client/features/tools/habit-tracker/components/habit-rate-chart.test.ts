import { describe, expect, it } from 'vitest';
import { describeRates } from './habit-rate-chart';

describe('describeRates', () => {
  it('sums up the weeks the habit existed, leaving earlier weeks out', () => {
    const rates = [
      { weekStart: '2026-11-02', percent: null },
      { weekStart: '2026-11-09', percent: 50 },
      { weekStart: '2026-11-16', percent: 100 },
    ];
    expect(describeRates(rates, 'planned days')).toBe(
      'Over the last 2 weeks you reached on average 75% of your planned days. Your best week started 16 November at 100%, and this week stands at 100%.',
    );
  });

  it('has a plain sentence when there is nothing to show', () => {
    expect(describeRates([{ weekStart: '2026-11-16', percent: null }], 'planned days')).toBe(
      'No weeks to show yet.',
    );
  });
});
