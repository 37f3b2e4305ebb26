import { describe, expect, it } from 'vitest';
import { completionRate } from '@shared/tools/habits/habit-streaks';
import { describeSchedule, heatmapWeeks, lastDays, toggleCompletion, weeklyRates } from './habit-days';

// 2026-11-22 is a Sunday; 2026-11-16 is the Monday of its week.
const TODAY = '2026-11-22';

describe('toggleCompletion', () => {
  it('adds a missing day in date order and removes a present one', () => {
    expect(toggleCompletion(['2026-11-20', '2026-11-22'], '2026-11-21')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(toggleCompletion(['2026-11-20', '2026-11-22'], '2026-11-22')).toEqual(['2026-11-20']);
  });

  it('drops duplicates', () => {
    expect(toggleCompletion(['2026-11-20', '2026-11-20'], '2026-11-21')).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });
});

describe('lastDays', () => {
  it('lists the last seven days ending today, across a month end', () => {
    expect(lastDays('2026-12-02', 7)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});

describe('heatmapWeeks', () => {
  it('gives 12 Monday-to-Sunday weeks (84 cells) ending with this week', () => {
    const weeks = heatmapWeeks({ type: 'daily' }, ['2026-11-16', '2026-08-31'], '2026-11-18');
    expect(weeks).toHaveLength(12);
    expect(weeks.flat()).toHaveLength(84);
    expect(weeks[0]?.[0]?.date).toBe('2026-08-31');
    expect(weeks[11]?.[6]?.date).toBe(TODAY);
    expect(weeks[0]?.[0]?.done).toBe(true);
    expect(weeks[11]?.[0]).toEqual({ date: '2026-11-16', done: true, scheduled: true, future: false });
    expect(weeks[11]?.[3]?.future).toBe(true);
  });

  it('marks days off on a weekday schedule', () => {
    const week = heatmapWeeks({ type: 'weekdays', days: [1, 3] }, [], TODAY, 1)[0] ?? [];
    expect(week.map((c) => c.scheduled)).toEqual([true, false, true, false, false, false, false]);
  });
});

describe('weeklyRates', () => {
  it('rates each week by its planned days, counting this week only up to today', () => {
    const rates = weeklyRates({ type: 'daily' }, ['2026-11-16', '2026-11-17', '2026-11-10'], '2026-11-17', 2);
    expect(rates).toEqual([
      { weekStart: '2026-11-09', percent: 14 },
      { weekStart: '2026-11-16', percent: 100 },
    ]);
  });

  it("agrees with the habit's overall rate in its first week: days before it existed are not misses", () => {
    // Made on Wednesday 18 November, ticked that day and the next; today is Thursday.
    const completions = ['2026-11-18', '2026-11-19'];
    const [week] = weeklyRates({ type: 'daily' }, completions, '2026-11-19', 1, '2026-11-18');
    expect(week).toEqual({ weekStart: '2026-11-16', percent: 100 });
    expect(Math.round(completionRate({ type: 'daily' }, completions, '2026-11-18', '2026-11-19') * 100)).toBe(
      100,
    );
  });

  it('rates times-a-week habits as a share of the weekly target', () => {
    const rates = weeklyRates({ type: 'times-per-week', times: 4 }, ['2026-11-16', '2026-11-18'], TODAY, 1);
    expect(rates).toEqual([{ weekStart: '2026-11-16', percent: 50 }]);
  });
});

describe('describeSchedule', () => {
  it('says the schedule in plain words, Monday first', () => {
    expect(describeSchedule({ type: 'daily' })).toBe('Every day');
    expect(describeSchedule({ type: 'weekdays', days: [0, 1, 5] })).toBe('Mon, Fri and Sun');
    expect(describeSchedule({ type: 'weekdays', days: [3] })).toBe('Every Wed');
    expect(describeSchedule({ type: 'times-per-week', times: 3 })).toBe('3 times a week');
    expect(describeSchedule({ type: 'times-per-week', times: 1 })).toBe('Once a week');
  });
});
