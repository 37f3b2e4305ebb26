// date-fns itself is the reference formatDate is checked against (tests never ship to the browser).
// eslint-disable-next-line no-restricted-imports
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
];

describe('formatDate', () => {
  it('writes what date-fns format writes, for every supported pattern and any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.constantFrom(...patterns),
        (date, pattern) => {
          expect(formatDate(date, pattern)).toBe(format(date, pattern));
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
});
