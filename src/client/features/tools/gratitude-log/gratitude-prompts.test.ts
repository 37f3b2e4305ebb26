import { describe, expect, it } from 'vitest';
import { gratitudePrompts, promptIndexForDay, shufflePromptIndex } from './gratitude-prompts';

describe('gratitude prompts', () => {
  it('offers about a dozen distinct prompts', () => {
    expect(gratitudePrompts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(gratitudePrompts).size).toBe(gratitudePrompts.length);
  });

  it('turns to the next prompt each day and wraps around', () => {
    expect(promptIndexForDay(new Date(2026, 0, 1), 12)).toBe(0);
    expect(promptIndexForDay(new Date(2026, 0, 2), 12)).toBe(1);
    expect(promptIndexForDay(new Date(2026, 0, 13), 12)).toBe(0);
  });

  it('shuffles to a different prompt, whatever the random number', () => {
    for (const r of [0, 0.3, 0.5, 0.999]) {
      const next = shufflePromptIndex(4, 12, () => r);
      expect(next).not.toBe(4);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(12);
    }
    expect(shufflePromptIndex(0, 1)).toBe(0);
  });
});
