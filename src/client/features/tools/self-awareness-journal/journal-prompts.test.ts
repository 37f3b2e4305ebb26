import { describe, expect, it } from 'vitest';
import { anotherPromptIndex, journalPrompts, promptIndexForDay } from './journal-prompts';

describe('journal prompts', () => {
  it('has at least twenty distinct prompts within the saved length', () => {
    expect(journalPrompts.length).toBeGreaterThanOrEqual(20);
    expect(new Set(journalPrompts).size).toBe(journalPrompts.length);
    for (const prompt of journalPrompts) expect(prompt.length).toBeLessThanOrEqual(300);
  });

  it('offers the next prompt each day, wrapping around', () => {
    expect(promptIndexForDay(new Date(2026, 0, 1), 20)).toBe(0);
    expect(promptIndexForDay(new Date(2026, 0, 3), 20)).toBe(2);
    expect(promptIndexForDay(new Date(2026, 0, 21), 20)).toBe(0);
  });

  it('"Another prompt" always moves to a different one', () => {
    for (const r of [0, 0.42, 0.9999]) {
      const next = anotherPromptIndex(19, 20, () => r);
      expect(next).not.toBe(19);
      expect(next).toBeLessThan(20);
    }
  });
});
