import { describe, expect, it } from 'vitest';
import * as z from '../api/zod-mini';
import { slugSchema } from './admin-content.schemas';
import { slugFromTitle } from './slug-from-title';

describe('slugFromTitle', () => {
  it.each([
    ['Box breathing', 'box-breathing'],
    ['  The STOP Skill  ', 'the-stop-skill'],
    ['5-4-3-2-1 Grounding', '5-4-3-2-1-grounding'],
    ['If-Then Plans (Implementation Intentions)', 'if-then-plans-implementation-intentions'],
    ['Café & Crème brûlée', 'cafe-and-creme-brulee'],
    ['Don’t Panic: Worry Time', 'dont-panic-worry-time'],
    ['Self--compassion -- break', 'self-compassion-break'],
    ['Ünïcödé — “quotes”', 'unicode-quotes'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('gives an empty id for a title without letters or digits', () => {
    expect(slugFromTitle('!!! ???')).toBe('');
    expect(slugFromTitle('')).toBe('');
  });

  it('keeps long titles within 60 characters, cut between words', () => {
    const slug = slugFromTitle(
      'A very long title about breathing slowly and calmly through every single hard moment of the day',
    );
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('a-very-long-title-about-breathing-slowly-and-calmly-through');
    expect(slugFromTitle('x'.repeat(80))).toBe('x'.repeat(60));
  });

  it('always gives an id the server accepts when the title has two letters or digits', () => {
    for (const title of ['Ab', 'Ça va', 'R&R', 'Mood → Action', '12 Steps', `${'word '.repeat(30)}end`]) {
      expect(z.safeParse(slugSchema, slugFromTitle(title)).success, title).toBe(true);
    }
  });
});
