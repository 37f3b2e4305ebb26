import { describe, expect, it } from 'vitest';
import { addDaysToKey } from '@shared/progress/member-day';
import { habitRunFacts } from './habit-runs';

const days = (from: string, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => addDaysToKey(from, i * step));
const habit = (schedule: object, completions: string[]) => ({
  data: { name: 'Walk', schedule, completions, archived: false },
});
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('habitRunFacts', () => {
  it('finds the day a daily habit was first kept 21 days in a row', () => {
    const ticks = [...days('2026-01-01', 10), ...days('2026-02-01', 30)];
    const facts = habitRunFacts([habit({ type: 'daily' }, ticks)], 21);
    expect(facts).toEqual({ progress: 21, reachedAt: noon('2026-02-21'), lastTickAt: noon('2026-03-02') });
  });

  it('counts a weekday habit by its own days, and a weekly one in weeks of seven days', () => {
    // Mondays to Fridays for five weeks: 25 scheduled days in a row, weekends not owed.
    const weekdays = days('2026-03-02', 35).filter((d) => ![0, 6].includes(new Date(d).getUTCDay()));
    expect(
      habitRunFacts([habit({ type: 'weekdays', days: [1, 2, 3, 4, 5] }, weekdays)], 21).reachedAt,
    ).not.toBeNull();
    // Three times a week for three weeks (Monday, Wednesday, Friday): 3 weeks = 21 days.
    const weekly = days('2026-03-02', 9, 7).flatMap((d) => [d, addDaysToKey(d, 2), addDaysToKey(d, 4)]);
    const facts = habitRunFacts([habit({ type: 'times-per-week', times: 3 }, weekly.slice(0, 9))], 21);
    expect(facts.progress).toBe(21);
    expect(facts.reachedAt).toBe(noon('2026-03-20'));
  });

  it('takes the best of several habits and skips what cannot be read', () => {
    const facts = habitRunFacts(
      [habit({ type: 'daily' }, days('2026-01-01', 12)), { data: 'broken' }, habit({ type: 'daily' }, [])],
      21,
    );
    expect(facts).toEqual({ progress: 12, reachedAt: null, lastTickAt: noon('2026-01-12') });
  });
});
