import { describe, expect, it } from 'vitest';
import { formatPractice, startOfThisWeek, weekSummary } from './breathing-summary';

describe('weekSummary', () => {
  it('counts sessions and minutes since the start of the week', () => {
    const from = startOfThisWeek(new Date(2026, 10, 26, 12));
    expect(from).toEqual(new Date(2026, 10, 23));
    const sessions = [
      { completedAt: new Date(2026, 10, 22, 23).toISOString(), durationSeconds: 600 },
      { completedAt: new Date(2026, 10, 23, 8).toISOString(), durationSeconds: 300 },
      { completedAt: new Date(2026, 10, 25, 8).toISOString(), durationSeconds: 90 },
    ];
    expect(weekSummary(sessions, from)).toEqual({ sessions: 2, minutes: 7 });
  });

  it('is zero with no sessions', () => {
    expect(weekSummary([], new Date())).toEqual({ sessions: 0, minutes: 0 });
  });
});

describe('formatPractice', () => {
  it('reads naturally', () => {
    expect(formatPractice(45)).toBe('45 sec');
    expect(formatPractice(180)).toBe('3 min');
    expect(formatPractice(150)).toBe('2 min 30 sec');
  });
});
