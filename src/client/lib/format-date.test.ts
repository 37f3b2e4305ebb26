// date-fns itself is the reference formatDate is checked against (tests never ship to the browser).
// eslint-disable-next-line no-restricted-imports
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '@client/test/device-language';
import { formatDate, formatDay, formatPattern, localPattern } from './format-date';

/** Every pattern the app uses, and each token alone. */
const patterns = [
  'yyyy-MM-dd',
  'EEE',
  'EEEE',
  'EEEEE',
  'd',
  'd MMM',
  'd MMMM',
  'd MMM yyyy',
  'd MMMM yyyy',
  'MMMM yyyy',
  'EEEE d MMMM',
  'EEEE d MMMM yyyy',
  'EEEE d MMMM yyyy, HH:mm',
  'd MMM yyyy, HH:mm',
  "d MMMM yyyy 'at' HH:mm",
  'dd/MM HH:mm',
  'EEE d MMM yyyy, HH:mm',
];

describe('formatDate', () => {
  it('writes what date-fns format writes, for every supported pattern and any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.constantFrom(...patterns),
        (date, pattern) => {
          expect(formatDate(date, pattern)).toBe(format(date, pattern));
          expect(formatPattern(date, localPattern(pattern, 'month-first'))).toBe(
            format(date, localPattern(pattern, 'month-first')),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names every month and weekday as date-fns does (September is "Sep")', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 1);
      expect(formatDate(date, 'MMM MMMM')).toBe(format(date, 'MMM MMMM'));
    }
    expect(formatDate(new Date(2026, 8, 14), 'EEE d MMM')).toBe('Mon 14 Sep');
  });

  it('refuses an invalid date and a token it does not know, as date-fns refuses an invalid date', () => {
    expect(() => formatDate(new Date(Number.NaN), 'd MMM')).toThrow(RangeError);
    expect(() => formatDate(new Date(), 'Qo')).toThrow('does not support the token "Q"');
  });

  it('writes the month first with a 12-hour clock where the device is set to US English', () => {
    const at = new Date(2026, 10, 26, 13, 5);
    expect(formatDate(at, 'd MMM yyyy, HH:mm')).toBe('26 Nov 2026, 13:05');
    setDeviceLanguage('en-US');
    expect(formatDate(at, 'd MMM yyyy, HH:mm')).toBe('Nov 26, 2026, 1:05 PM');
    expect(formatDate(at, 'EEE d MMM yyyy, HH:mm')).toBe('Thu, Nov 26, 2026, 1:05 PM');
    expect(formatDate(at, 'EEEE d MMMM')).toBe('Thursday, November 26');
    expect(formatDate(at, 'd MMM')).toBe('Nov 26');
    expect(formatDate(at, "d MMMM yyyy 'at' HH:mm")).toBe('November 26, 2026 at 1:05 PM');
    expect(formatDate(new Date(2026, 10, 26, 0, 30), 'HH:mm')).toBe('12:30 AM');
    expect(formatDate(at, 'MMMM yyyy')).toBe('November 2026');
    // Keys for the machine are the same in every language.
    expect(formatDate(at, 'yyyy-MM-dd')).toBe('2026-11-26');
    expect(formatDay('2026-11-26')).toBe('Nov 26, 2026');
    setDeviceLanguage('en-AU');
    expect(formatDate(at, 'd MMM yyyy, HH:mm')).toBe('26 Nov 2026, 13:05');
    expect(formatDay('2026-11-26', false)).toBe('26 Nov');
  });

  it('never rewrites quoted text', () => {
    expect(localPattern("'d MMM HH:mm' d MMM", 'month-first')).toBe("'d MMM HH:mm' MMM d");
  });
});
