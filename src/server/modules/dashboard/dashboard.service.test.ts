import { describe, expect, it } from 'vitest';
import { zoneClock } from './dashboard.service';

describe('zoneClock', () => {
  it("gives the hour in the member's zone and the zone's offset from UTC at that moment", () => {
    const winter = new Date('2026-01-15T20:30:00Z');
    const summer = new Date('2026-07-15T20:30:00Z');
    expect(zoneClock(winter, 'America/Los_Angeles')).toEqual({ hour: 12, utcOffsetMinutes: -480 });
    expect(zoneClock(summer, 'America/Los_Angeles')).toEqual({ hour: 13, utcOffsetMinutes: -420 });
    expect(zoneClock(winter, 'Asia/Kolkata')).toEqual({ hour: 2, utcOffsetMinutes: 330 });
    expect(zoneClock(winter, 'America/St_Johns')).toEqual({ hour: 17, utcOffsetMinutes: -210 });
    expect(zoneClock(winter, 'UTC')).toEqual({ hour: 20, utcOffsetMinutes: 0 });
  });
});
