import { describe, expect, it } from 'vitest';
import { emotionsSummary } from './progress-charts';

describe('the emotions chart in words', () => {
  it('names the one emotion named more than the others as most named', () => {
    expect(
      emotionsSummary([
        { emotion: 'calm', count: 3 },
        { emotion: 'tired', count: 1 },
      ]),
    ).toBe('Most named: calm (3 times).');
  });

  it('says a tie as a tie, never as "most named"', () => {
    expect(
      emotionsSummary([
        { emotion: 'calm', count: 2 },
        { emotion: 'hopeful', count: 2 },
        { emotion: 'tired', count: 1 },
      ]),
    ).toBe('Named most, equally (twice each): calm and hopeful.');
    expect(
      emotionsSummary([
        { emotion: 'calm', count: 1 },
        { emotion: 'tired', count: 1 },
      ]),
    ).toBe('Each named once: calm and tired.');
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((emotion) => ({ emotion, count: 1 }));
    expect(emotionsSummary(many)).toBe('Each named once: a, b, c, d and 3 more.');
  });

  it('says when nothing was named', () => {
    expect(emotionsSummary([])).toBe('No emotions tagged yet.');
  });
});
