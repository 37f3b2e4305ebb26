import { parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateOfDayKey } from './day-key';

describe('dateOfDayKey', () => {
  it('reads a day as parseISO does: local midnight, across month and year ends and a leap day', () => {
    for (const key of ['2026-11-23', '2026-03-29', '2024-02-29', '2026-12-31', '2027-01-01'])
      expect(dateOfDayKey(key).getTime()).toBe(parseISO(key).getTime());
  });
});
