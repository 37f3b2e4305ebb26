import { describe, expect, it } from 'vitest';
import { completedToday, focusMinutesPerDay } from './focus-stats';

const today = new Date(2026, 10, 22, 15, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('focus stats', () => {
  const sessions = [
    { duration: 25, completedAt: at(22, 9) },
    { duration: 22.5, completedAt: at(22, 10) },
    { duration: 12, completedAt: at(22, 11) },
    { duration: 25, completedAt: at(20, 9) },
    { duration: 25, completedAt: at(10, 9) },
  ];

  it('counts today only the sessions of at least 90% of the focus duration', () => {
    expect(completedToday(sessions, today, 25)).toBe(2);
  });

  it('sums focus minutes for each of the last seven days, oldest first', () => {
    const days = focusMinutesPerDay(sessions, today);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ day: '2026-11-22', minutes: 60 });
    expect(days.find((d) => d.day === '2026-11-20')?.minutes).toBe(25);
    expect(days[0]?.day).toBe('2026-11-16');
  });
});
