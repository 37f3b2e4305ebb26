import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberDay, memberDayInSpan } from '../progress/member-day';
import { currentZoneOffsetSpan, zoneOffsetMinutes, zoneOffsetSpanAt } from './zone-offset-span';

// Zones with summer time both ways, half- and quarter-hour offsets, a 30-minute summer shift and none at all.
const ZONES = [
  'America/Los_Angeles',
  'America/St_Johns',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
];
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('zoneOffsetMinutes', () => {
  it("gives the zone's offset from UTC at an instant", () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T20:30:00Z'), 'America/Los_Angeles')).toBe(-480);
    expect(zoneOffsetMinutes(new Date('2026-07-15T20:30:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2026-01-15T20:30:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2026-01-15T20:30:00Z'), 'America/St_Johns')).toBe(-210);
    expect(zoneOffsetMinutes(new Date('2026-01-15T20:30:00Z'), 'UTC')).toBe(0);
  });
});

describe('zoneOffsetSpanAt', () => {
  it('runs from the last change of offset to the next, to the minute', () => {
    // Los Angeles: summer time ended 1 Nov 2026 at 09:00 UTC and starts 14 Mar 2027 at 10:00 UTC.
    expect(zoneOffsetSpanAt(new Date('2027-02-01T19:00:00Z'), 'America/Los_Angeles')).toEqual({
      timeZone: 'America/Los_Angeles',
      offsetMinutes: -480,
      from: '2026-11-01T09:00:00.000Z',
      until: '2027-03-14T10:00:00.000Z',
      open: false,
    });
  });

  it('holds exactly the instants with that offset, and its ends are changes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        (zone, now) => {
          const span = zoneOffsetSpanAt(new Date(now), zone);
          const from = Date.parse(span.from);
          const until = Date.parse(span.until);
          expect(from).toBeLessThanOrEqual(now);
          expect(until).toBeGreaterThan(now);
          const offset = (at: number) => zoneOffsetMinutes(new Date(at), zone);
          expect(offset(from)).toBe(span.offsetMinutes);
          expect(offset(until - MINUTE)).toBe(span.offsetMinutes);
          if (!span.open) expect(offset(until)).not.toBe(span.offsetMinutes);
          if (now - from < 400 * DAY) expect(offset(from - MINUTE)).not.toBe(span.offsetMinutes);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('memberDayInSpan', () => {
  it('counts the same day as memberDay inside the span, and leaves the rest to it (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        fc.integer({ min: -120 * DAY, max: 30 * DAY }),
        fc.integer({ min: 0, max: 12 }),
        (zone, now, shift, endOfDayHour) => {
          const span = currentZoneOffsetSpan(new Date(now), zone);
          const at = new Date(now + shift);
          const inSpan = memberDayInSpan(at, span, endOfDayHour);
          const time = at.getTime();
          if (time < Date.parse(span.from) || time >= Date.parse(span.until)) expect(inSpan).toBeNull();
          else expect(inSpan).toBe(memberDay(at, zone, endOfDayHour));
        },
      ),
      { numRuns: 300 },
    );
  });
});
