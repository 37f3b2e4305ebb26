import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberDay } from '@shared/progress/member-day';
import { dayCounter } from './member-day';

afterEach(() => vi.restoreAllMocks());

describe('dayCounter', () => {
  const span = {
    timeZone: 'America/Los_Angeles',
    offsetMinutes: -480,
    from: '2026-11-01T09:00:00.000Z',
    until: '2027-03-14T10:00:00.000Z',
  };

  it("counts the member's days inside their zone's offset span without Intl", () => {
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const dayOf = dayCounter({ timeZone: 'America/Los_Angeles', endOfDayHour: 4, offsetSpan: span });
    // 02:30 on 29 November in Los Angeles, before the 04:00 day end: the 28th.
    const early = dayOf(new Date('2026-11-29T10:30:00Z'));
    const later = dayOf(new Date('2026-11-29T12:30:00Z'));
    expect(intl).not.toHaveBeenCalled();
    expect(early).toBe('2026-11-28');
    expect(later).toBe('2026-11-29');
    expect(memberDay(new Date('2026-11-29T10:30:00Z'), 'America/Los_Angeles', 4)).toBe(early);
    expect(intl).toHaveBeenCalled();
  });

  it('asks memberDay outside the span, and ignores the span of another zone', () => {
    const outside = dayCounter({ timeZone: 'America/Los_Angeles', endOfDayHour: 4, offsetSpan: span });
    // Summer time: 03:30 on 1 July in Los Angeles (UTC-7), before the day end.
    expect(outside(new Date('2026-07-01T10:30:00Z'))).toBe('2026-06-30');
    const otherZone = dayCounter({ timeZone: 'Asia/Kolkata', endOfDayHour: 0, offsetSpan: span });
    expect(otherZone(new Date('2026-11-29T20:00:00Z'))).toBe('2026-11-30');
  });
});
