import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindStreak } from '../progress/kind-streak';
import {
  addDaysToKey,
  countWeekdaysBetween,
  daysBetween,
  weekdayOf,
  weekdayOfDayNumber,
} from '../progress/member-day';
import {
  FIRST_CALENDAR_DATE,
  LAST_CALENDAR_DATE,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  calendarDateField,
  calendarDateOf,
  calendarDateTimeField,
  calendarDayNumber,
  isCalendarDate,
  isCalendarDateTime,
} from './dates';

// The reference: plain Date.UTC arithmetic, one day at a time where it counts days.
const MS_PER_DAY = 86_400_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const referenceDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const referenceTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

/** Any day of the product's years, as its date. */
const calendarDate = fc
  .integer({ min: referenceTime(FIRST_CALENDAR_DATE), max: referenceTime(LAST_CALENDAR_DATE) })
  .map((time) => referenceDate(Math.floor(time / MS_PER_DAY) * MS_PER_DAY));

/** Year, month and day numbers around and past every edge, shaped as YYYY-MM-DD. */
const dateShaped = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1895, max: 2105 })),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ year, month, day }) => ({
    year,
    month,
    day,
    text: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
  }));

describe('the calendar date', () => {
  it('is exactly a real day of 1900–2100, for any YYYY-MM-DD', () => {
    fc.assert(
      fc.property(dateShaped, ({ year, month, day, text }) => {
        const real = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
        const expected = real && year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR;
        expect(isCalendarDate(text)).toBe(expected);
        expect(calendarDateField().safeParse(text).success).toBe(expected);
        expect(isCalendarDateTime(`${text}T12:00:00Z`)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
    // 5,000 cases are about 1.5 s alone and over 5 s on a loaded CI machine: a budget for correctness, not speed.
  }, 60_000);

  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    [FIRST_CALENDAR_DATE, true],
    [LAST_CALENDAR_DATE, true],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['9999-12-31', false],
    ['+010000-01-01', false],
    ['2024-2-01', false],
    ['2024-02-01 ', false],
    ['2024-02-01T00:00:00Z', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
    expect(calendarDateField().safeParse(value).success).toBe(expected);
  });

  it.each([
    ['2024-02-29T23:59:59Z', true],
    ['2024-02-29T23:59:59.123456789+14:00', true],
    ['2024-02-29T00:00:00-12:00', true],
    ['2024-02-29T23:59:59.1234567891Z', false],
    ['2024-02-29T23:59:59+14:01', false],
    ['2024-02-29T23:59:59+23:59', false],
    ['2024-02-30T00:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['9999-12-31T23:59:59.999Z', false],
    ['2024-02-29T24:00:00Z', false],
    ['2024-02-29T23:59:60Z', false],
    ['2024-02-29T23:59:59', false],
  ])('%s is a calendar date-time: %s', (value, expected) => {
    expect(isCalendarDateTime(value)).toBe(expected);
    expect(calendarDateTimeField().safeParse(value).success).toBe(expected);
  });
});

describe('day arithmetic on calendar dates', () => {
  it('reads only digits and dashes in place, like the pattern it replaced', () => {
    const shape = /^(\d{4})-(\d{2})-(\d{2})$/;
    const chars = fc.constantFrom(...'0123456789-/ +.:T'.split(''), '٣', '０');
    fc.assert(
      fc.property(fc.array(chars, { minLength: 8, maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const match = shape.exec(text);
        const real =
          match !== null &&
          Number(match[1]) >= MIN_CALENDAR_YEAR &&
          Number(match[1]) <= MAX_CALENDAR_YEAR &&
          Number(match[3]) >= 1 &&
          Number(match[3]) <= daysIn(Number(match[1]), Number(match[2]));
        expect(Number.isNaN(calendarDayNumber(text))).toBe(!real);
      }),
      { numRuns: 5_000 },
    );
  });

  it('numbers days as Date.UTC does and reads them back', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const dayNumber = calendarDayNumber(date);
        expect(dayNumber).toBe(referenceTime(date) / MS_PER_DAY);
        expect(calendarDateOf(dayNumber)).toBe(date);
        expect(weekdayOf(date)).toBe(new Date(referenceTime(date)).getUTCDay());
        expect(weekdayOfDayNumber(dayNumber)).toBe(weekdayOf(date));
      }),
      { numRuns: 2_000 },
    );
  });

  it('adds days as Date.UTC does, into the years on either side too', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -80_000, max: 80_000 }), (date, days) => {
        expect(addDaysToKey(date, days)).toBe(referenceDate(referenceTime(date) + days * MS_PER_DAY));
      }),
      { numRuns: 2_000 },
    );
  });

  it('lists every day between two dates and ends, whatever the pair', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -3, max: 400 }), (from, span) => {
        const to = referenceDate(referenceTime(from) + span * MS_PER_DAY);
        const days = daysBetween(from, to);
        if (!isCalendarDate(to) || span < 0) return void expect(days).toEqual([]);
        const expected: string[] = [];
        for (let time = referenceTime(from); time <= referenceTime(to); time += MS_PER_DAY) {
          expected.push(referenceDate(time));
        }
        expect(days).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('lists the whole calendar at most, and nothing for dates beyond it', () => {
    const all = daysBetween(FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE);
    expect(all).toHaveLength(
      (referenceTime(LAST_CALENDAR_DATE) - referenceTime(FIRST_CALENDAR_DATE)) / MS_PER_DAY + 1,
    );
    expect(all.at(-1)).toBe(LAST_CALENDAR_DATE);
    // The walk that never ended: past 9999-12-31 toISOString gives +010000-01-01, which sorts before it.
    expect(daysBetween('9999-12-01', '9999-12-31')).toEqual([]);
    expect(daysBetween('2024-02-30', '2024-03-02')).toEqual([]);
  });

  it('counts weekdays between two days as a walk over them would', () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.integer({ min: -2, max: 60 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        (from, span, weekdays) => {
          const first = calendarDayNumber(from);
          let expected = 0;
          for (let day = first; day <= first + span; day += 1) {
            if (weekdays.includes(new Date(day * MS_PER_DAY).getUTCDay())) expected += 1;
          }
          expect(countWeekdaysBetween(first, first + span, new Set(weekdays))).toBe(expected);
        },
      ),
      { numRuns: 1_000 },
    );
    // A span of two centuries costs one step a weekday, not one a day.
    expect(
      countWeekdaysBetween(
        calendarDayNumber(FIRST_CALENDAR_DATE),
        calendarDayNumber(LAST_CALENDAR_DATE),
        new Set([1]),
      ),
    ).toBe(10_488);
  });

  it('ends a streak walk within its bound for any today, at the edges of the calendar too', () => {
    const edges = fc.constantFrom(
      FIRST_CALENDAR_DATE,
      '1900-01-05',
      LAST_CALENDAR_DATE,
      '9999-12-31',
      '2024-02-30',
    );
    fc.assert(
      fc.property(fc.oneof(calendarDate, edges), fc.integer({ min: 0, max: 30 }), (today, activeSpan) => {
        const activeDays = new Set(daysBetween(addDaysToKey(today, -activeSpan), today));
        const streak = kindStreak({ activeDays, today });
        expect(streak.current).toBeLessThanOrEqual(activeSpan + 1);
        if (
          isCalendarDate(today) &&
          calendarDayNumber(today) - activeSpan >= calendarDayNumber(FIRST_CALENDAR_DATE)
        ) {
          expect(streak.current).toBe(activeSpan + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
