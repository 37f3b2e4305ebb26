import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, isQuietMinute, nextDueAfter, snoozedUntil, wallClockAt } from './reminder-times';

const LA = 'America/Los_Angeles';
const everyDay = [0, 1, 2, 3, 4, 5, 6];

describe('nextDueAfter', () => {
  it('puts 21:00 in Los Angeles at 04:00 UTC in summer and 05:00 UTC in winter', () => {
    const schedule = { times: ['21:00'], days: everyDay, timeZone: LA };
    expect(nextDueAfter(new Date('2026-07-01T12:00:00Z'), schedule)?.toISOString()).toBe(
      '2026-07-02T04:00:00.000Z',
    );
    expect(nextDueAfter(new Date('2026-11-29T12:00:00Z'), schedule)?.toISOString()).toBe(
      '2026-11-30T05:00:00.000Z',
    );
    // The evening the clocks go back (1 Nov 2026): still 21:00 on the member's clock.
    expect(nextDueAfter(new Date('2026-11-01T12:00:00Z'), schedule)?.toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('is strictly after the given instant: the minute it was due moves it to the next day', () => {
    const schedule = { times: ['21:00'], days: everyDay, timeZone: LA };
    const due = new Date('2026-11-30T05:00:00Z');
    expect(nextDueAfter(due, schedule)?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('keeps to the chosen weekdays and takes the earliest of several times', () => {
    // Sunday 29 Nov 2026, 10:00 in Los Angeles; reminders on Mondays and Wednesdays at 08:30 and 19:15.
    const schedule = { times: ['19:15', '08:30'], days: [1, 3], timeZone: LA };
    const first = nextDueAfter(new Date('2026-11-29T18:00:00Z'), schedule)!;
    expect(wallClockAt(first, LA)).toMatchObject({ day: 30, weekday: 1, minute: 8 * 60 + 30 });
    const second = nextDueAfter(first, schedule)!;
    expect(wallClockAt(second, LA)).toMatchObject({ day: 30, minute: 19 * 60 + 15 });
    expect(wallClockAt(nextDueAfter(second, schedule)!, LA)).toMatchObject({ day: 2, weekday: 3 });
  });

  it('sends a time the clocks skip at the first minute that exists', () => {
    // 8 Mar 2026: 02:00 becomes 03:00 in Los Angeles, so 02:30 does not happen.
    const due = nextDueAfter(new Date('2026-03-08T08:00:00Z'), {
      times: ['02:30'],
      days: everyDay,
      timeZone: LA,
    })!;
    expect(due.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(wallClockAt(due, LA).minute).toBe(3 * 60 + 30);
  });

  it('skips times in quiet hours, across midnight too; never due without a time or a day', () => {
    const quiet = { start: '22:00', end: '07:00' };
    const schedule = { times: ['06:30', '21:00', '23:00'], days: everyDay, timeZone: LA };
    const due = nextDueAfter(new Date('2026-11-29T12:00:00Z'), schedule, quiet)!;
    expect(wallClockAt(due, LA).minute).toBe(21 * 60);
    expect(wallClockAt(nextDueAfter(due, schedule, quiet)!, LA).minute).toBe(21 * 60);
    expect(nextDueAfter(new Date(), { ...schedule, times: ['23:00'] }, quiet)).toBeNull();
    expect(nextDueAfter(new Date(), { ...schedule, days: [] })).toBeNull();
    expect(isQuietMinute(6 * 60 + 59, quiet)).toBe(true);
    expect(isQuietMinute(7 * 60, quiet)).toBe(false);
    expect(isQuietMinute(12 * 60, { start: '12:00', end: '12:00' })).toBe(false);
  });
});

describe('nextDueAfter (property)', () => {
  const zones = ['America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
  it('is a chosen time on a chosen day, after the instant, with no chosen time in between', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        (after, timeZone, quarters, days) => {
          const times = quarters.map(
            (q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`,
          );
          const due = nextDueAfter(after, { times, days, timeZone });
          expect(due).not.toBeNull();
          expect(due!.getTime()).toBeGreaterThan(after.getTime());
          const wall = wallClockAt(due!, timeZone);
          expect(days).toContain(wall.weekday);
          // Walk the quarter hours in between: none is a chosen time on a chosen day.
          const start = Math.floor(after.getTime() / 900_000) * 900_000 + 900_000;
          for (let t = start; t < due!.getTime(); t += 900_000) {
            const between = wallClockAt(new Date(t), timeZone);
            const chosen = times.some(
              (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) === between.minute,
            );
            expect(chosen && days.includes(between.weekday)).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('instantOf takes the first of a time that happens twice (the clocks going back)', () => {
    // 1 Nov 2026: 01:59 PDT is followed by 01:00 PST in Los Angeles.
    expect(instantOf(2026, 11, 1, 75, LA).toISOString()).toBe('2026-11-01T08:15:00.000Z');
  });

  it('instantOf reads back as the same wall clock for a time that exists once', () => {
    const at = instantOf(2026, 7, 4, 21 * 60, LA);
    expect(at.toISOString()).toBe('2026-07-05T04:00:00.000Z');
    expect(wallClockAt(at, LA)).toMatchObject({ year: 2026, month: 7, day: 4, minute: 21 * 60 });
  });
});

describe('snoozedUntil', () => {
  it('is an hour later, or the end of quiet hours when the hour falls inside them', () => {
    // 20:30 in Los Angeles on 29 Nov 2026 (04:30 UTC the next day).
    const evening = new Date('2026-11-30T04:30:00Z');
    expect(snoozedUntil(evening, 60, LA, null).toISOString()).toBe('2026-11-30T05:30:00.000Z');
    expect(snoozedUntil(evening, 60, LA, { start: '23:00', end: '07:00' }).toISOString()).toBe(
      '2026-11-30T05:30:00.000Z',
    );
    // Quiet from 21:00 to 07:00: back at 07:00 the next morning there.
    const morning = snoozedUntil(evening, 60, LA, { start: '21:00', end: '07:00' });
    expect(morning.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('never brings a reminder back sooner than asked, nor inside quiet hours', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 95 }),
        fc.constantFrom(LA, 'Europe/Berlin', 'Asia/Kolkata', 'UTC'),
        (now, startQuarter, lengthQuarters, timeZone) => {
          const clock = (quarter: number) =>
            `${String(Math.floor((quarter % 96) / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
          const quiet = { start: clock(startQuarter), end: clock(startQuarter + lengthQuarters) };
          const back = snoozedUntil(now, 60, timeZone, quiet);
          expect(back.getTime()).toBeGreaterThanOrEqual(now.getTime() + 60 * 60_000);
          expect(isQuietMinute(wallClockAt(back, timeZone).minute, quiet)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
