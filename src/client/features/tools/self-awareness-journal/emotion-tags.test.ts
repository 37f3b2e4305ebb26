import { describe, expect, it } from 'vitest';
import { addEmotionTag, moodLabel, toggleEmotionTag } from './emotion-tags';

describe('emotion tags', () => {
  it('adds a tag in lower case with single spaces, once', () => {
    expect(addEmotionTag([], '  Quietly   Hopeful ')).toEqual({ tags: ['quietly hopeful'] });
    expect(addEmotionTag(['calm'], 'Calm')).toEqual({ tags: ['calm'] });
    expect(addEmotionTag(['calm'], '   ')).toEqual({ tags: ['calm'] });
  });

  it('stops at twelve tags and at forty characters', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `feeling ${i}`);
    expect(addEmotionTag(twelve, 'one more')).toEqual({
      tags: twelve,
      error: 'Up to twelve emotions per entry.',
    });
    expect(addEmotionTag([], 'x'.repeat(41)).error).toMatch(/40 characters/);
  });

  it('toggles a suggested tag on and off', () => {
    expect(toggleEmotionTag(['sad'], 'calm').tags).toEqual(['sad', 'calm']);
    expect(toggleEmotionTag(['sad', 'calm'], 'sad').tags).toEqual(['calm']);
  });

  it('names each mood', () => {
    expect(moodLabel(1)).toBe('Very low');
    expect(moodLabel(5)).toBe('Very good');
  });
});
