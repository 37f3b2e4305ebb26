import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './truncate-at-word';

describe('truncateAtWord', () => {
  it('leaves text that fits and never splits a character in two', () => {
    expect(truncateAtWord('short', 5)).toBe('short');
    expect(truncateAtWord('ab😀cd', 4)).toBe('ab…');
    expect(truncateAtWord('anything', 1)).toBe('…');
    expect(truncateAtWord('anything', 0)).toBe('');
  });
});
