import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it("writes whole numbers as toLocaleString('en') does", () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1234567, 1000000000, -1234, -999])
      expect(formatCount(value)).toBe(value.toLocaleString('en'));
  });
});
