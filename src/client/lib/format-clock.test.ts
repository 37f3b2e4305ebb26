import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeOfDay } from './format-clock';

describe('formatClock', () => {
  it('rounds up to the whole second', () => {
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(-5)).toBe('00:00');
  });
});

describe('formatTimeOfDay', () => {
  it('reads a time as a 12-hour or a 24-hour device shows it', () => {
    expect(formatTimeOfDay('21:00', 'en-US')).toBe('9:00 PM');
    expect(formatTimeOfDay('07:30', 'en-US')).toBe('7:30 AM');
    expect(formatTimeOfDay('21:00', 'en-GB')).toBe('21:00');
  });
});
