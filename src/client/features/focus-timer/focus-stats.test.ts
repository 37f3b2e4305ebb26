import { describe, expect, it } from 'vitest';
import { dayCounter } from '@client/lib/member-day';
import { completedToday, focusMinutesPerDay, minutesLabel, weekdayName } from './focus-stats';

const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('focus stats', () => {
  const sessions = [
    { duration: 25, completedAt: at(22, 9) },
    { duration: 22.5, completedAt: at(22, 10) },
    { duration: 12, completedAt: at(22, 11) },
    { duration: 25, completedAt: at(20, 9) },
    { duration: 25, completedAt: at(10, 9) },
  ];
  const deviceDays = dayCounter(null);

  it('counts today only the sessions of at least 90% of the focus duration', () => {
    expect(completedToday(sessions, '2026-11-22', deviceDays, 25)).toBe(2);
  });

  it('sums focus minutes for each of the last seven days, oldest first', () => {
    const days = focusMinutesPerDay(sessions, '2026-11-22', deviceDays);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ day: '2026-11-22', label: 'Sun', minutes: 60 });
    expect(days.find((d) => d.day === '2026-11-20')?.minutes).toBe(25);
    expect(days[0]?.day).toBe('2026-11-16');
    expect(weekdayName('2026-11-16')).toBe('Monday');
  });

  it("counts a session on the member's day, in their zone and before their day end, as the dashboard does", () => {
    const losAngeles = dayCounter({ timeZone: 'America/Los_Angeles', endOfDayHour: 4 });
    const evening = [
      // 19:00 and 21:30 on 25 November in Los Angeles (26 November in UTC).
      { duration: 25, completedAt: '2026-11-26T03:00:00.000Z' },
      { duration: 25, completedAt: '2026-11-26T05:30:00.000Z' },
      // 02:00 on 26 November there: before the 04:00 day end, so still the 25th.
      { duration: 10, completedAt: '2026-11-26T10:00:00.000Z' },
      // 09:00 on 26 November there.
      { duration: 25, completedAt: '2026-11-26T17:00:00.000Z' },
    ];
    expect(completedToday(evening, '2026-11-25', losAngeles, 25)).toBe(2);
    const days = focusMinutesPerDay(evening, '2026-11-26', losAngeles);
    expect(days.slice(-2)).toMatchObject([
      { day: '2026-11-25', label: 'Wed', minutes: 60 },
      { day: '2026-11-26', label: 'Thu', minutes: 25 },
    ]);
  });
});

describe('minutesLabel', () => {
  it('says whole minutes, at least one for any time at all, in the right number', () => {
    expect(minutesLabel(0.9, 'short')).toBe('1 min');
    expect(minutesLabel(0.2, 'short')).toBe('1 min');
    expect(minutesLabel(24.6, 'short')).toBe('25 min');
    expect(minutesLabel(0, 'short')).toBe('0 min');
    expect(minutesLabel(1, 'long')).toBe('1 minute');
    expect(minutesLabel(0.9, 'long')).toBe('1 minute');
    expect(minutesLabel(2, 'long')).toBe('2 minutes');
    expect(minutesLabel(0, 'long')).toBe('0 minutes');
  });
});
