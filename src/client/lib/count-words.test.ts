import { describe, expect, it } from 'vitest';
import { countOf } from './count-words';

describe('countOf', () => {
  it('agrees the word with the count', () => {
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(2, 'open report', 'open reports')).toBe('2 open reports');
  });
});
