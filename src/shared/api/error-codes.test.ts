import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes';

describe('the error catalogue', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
