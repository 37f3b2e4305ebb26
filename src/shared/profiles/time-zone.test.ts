import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneSchema } from './profiles.schemas';

describe('time zones', () => {
  it('are stored by their canonical IANA name, which PostgreSQL knows too', () => {
    expect(timeZoneSchema.parse('PRT')).toBe('America/Puerto_Rico');
    expect(timeZoneSchema.parse('US/Eastern')).toBe('America/New_York');
    expect(timeZoneSchema.parse('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
  });

  it('are refused when the runtime does not know them, and left as they are by canonicalTimeZone', () => {
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
    expect(canonicalTimeZone('Mars/Olympus')).toBe('Mars/Olympus');
  });
});
