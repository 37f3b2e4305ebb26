import { describe, expect, it } from 'vitest';
import { signUpSchema } from './account.schemas';

const body = { firstName: 'Lou', lastName: 'Reyes', email: 'lou@example.com', password: 'a calm password' };

describe('signUpSchema time zone', () => {
  it("keeps the browser's zone by its canonical name", () => {
    expect(signUpSchema.parse({ ...body, timeZone: 'America/Los_Angeles' }).timeZone).toBe(
      'America/Los_Angeles',
    );
    expect(signUpSchema.parse({ ...body, timeZone: 'US/Pacific' }).timeZone).toBe('America/Los_Angeles');
  });

  it('turns a zone it does not know into UTC instead of refusing the sign-up, and leaves a missing one out', () => {
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(100), 42, null]) {
      expect(signUpSchema.parse({ ...body, timeZone }).timeZone).toBe('UTC');
    }
    expect(signUpSchema.parse(body).timeZone).toBeUndefined();
  });
});
