import { describe, expect, it } from 'vitest';
import {
  compassFigures,
  importanceOfRank,
  MIN_ACTIONS,
  weekActions,
  type TaggedWeek,
} from './compass-arithmetic';

// 2026-11-23 is a Monday; "today" is the Thursday.
const week = (parts: Partial<TaggedWeek>): TaggedWeek => ({
  weekStart: '2026-11-23',
  today: '2026-11-26',
  habits: [],
  intentions: [],
  focusSessions: [],
  goals: [],
  ...parts,
});

describe('weekActions', () => {
  it('counts a daily habit’s days up to today, ticked or not, for each value it is tagged with', () => {
    const counts = weekActions(
      week({
        habits: [
          {
            values: ['Health', 'Nature'],
            schedule: { type: 'daily' },
            completions: ['2026-11-22', '2026-11-23', '2026-11-25', '2026-11-27'],
          },
        ],
      }),
    );
    // Monday to Thursday: 4 days due, Monday and Wednesday done; Sunday before and Friday after do not count.
    expect(counts.get('Health')).toEqual({ actions: 4, done: 2 });
    expect(counts.get('Nature')).toEqual({ actions: 4, done: 2 });
  });

  it('counts chosen weekdays only, a weekly habit by its times, and skips untagged and archived habits', () => {
    const counts = weekActions(
      week({
        habits: [
          { values: ['Health'], schedule: { type: 'weekdays', days: [1, 5] }, completions: ['2026-11-23'] },
          { values: ['Growth'], schedule: { type: 'times-per-week', times: 3 }, completions: ['2026-11-24'] },
          { schedule: { type: 'daily' }, completions: ['2026-11-23'] },
          { values: ['Health'], schedule: { type: 'daily' }, completions: [], archived: true },
        ],
      }),
    );
    expect(counts.get('Health')).toEqual({ actions: 1, done: 1 }); // Monday only so far; Friday is not due yet
    expect(counts.get('Growth')).toEqual({ actions: 3, done: 1 });
    expect([...counts.keys()].sort()).toEqual(['Growth', 'Health']);
  });

  it('counts intentions dated in the week, focus sessions as done, and milestones due in the week', () => {
    const counts = weekActions(
      week({
        intentions: [
          { values: ['Kindness'], date: '2026-11-24', checkedIn: true },
          { values: ['Kindness'], date: '2026-11-25', checkedIn: false },
          { values: ['Kindness'], date: '2026-11-28', checkedIn: false },
        ],
        focusSessions: [
          { values: ['Learning'], day: '2026-11-23' },
          { values: ['Learning'], day: '2026-11-16' },
        ],
        goals: [
          {
            values: ['Learning'],
            milestones: [
              { dueDate: '2026-11-24', done: true },
              { dueDate: '2026-12-10', done: false },
              { done: true },
            ],
          },
        ],
      }),
    );
    expect(counts.get('Kindness')).toEqual({ actions: 2, done: 1 });
    expect(counts.get('Learning')).toEqual({ actions: 2, done: 2 });
  });
});

describe('compassFigures', () => {
  it('weighs importance by the sort’s order and puts the largest gap first', () => {
    expect([1, 2, 3, 4, 5].map(importanceOfRank)).toEqual([1, 0.9, 0.8, 0.7, 0.6]);
    const rows = compassFigures(
      ['Health', 'Family', 'Growth'],
      new Map([
        ['Health', { actions: 4, done: 3 }],
        ['Family', { actions: 5, done: 1 }],
        ['Growth', { actions: MIN_ACTIONS - 1, done: 0 }],
      ]),
    );
    expect(rows.map((r) => [r.value, r.lived, r.gap === null ? null : Number(r.gap.toFixed(2))])).toEqual([
      ['Family', 0.2, 0.7],
      ['Health', 0.75, 0.25],
      ['Growth', null, null],
    ]);
  });

  it('says nothing below the minimum, from exactly the minimum something', () => {
    const [below] = compassFigures(['Health'], new Map([['Health', { actions: MIN_ACTIONS - 1, done: 2 }]]));
    expect(below).toMatchObject({ lived: null, gap: null, actions: MIN_ACTIONS - 1, done: 2 });
    const [at] = compassFigures(
      ['Health'],
      new Map([['Health', { actions: MIN_ACTIONS, done: MIN_ACTIONS }]]),
    );
    expect(at).toMatchObject({ lived: 1, gap: 0 });
  });
});

describe('weekActions for a habit added mid-week', () => {
  it('owes no day before the habit was added, but counts a tick made for one', () => {
    const habit = { values: ['Health'], schedule: { type: 'daily' as const }, since: '2026-11-25' };
    expect(weekActions(week({ habits: [{ ...habit, completions: [] }] })).get('Health')).toEqual({
      actions: 2,
      done: 0,
    });
    expect(weekActions(week({ habits: [{ ...habit, completions: ['2026-11-24'] }] })).get('Health')).toEqual({
      actions: 3,
      done: 1,
    });
  });
});
