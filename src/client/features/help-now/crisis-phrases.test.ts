import { describe, expect, it } from 'vitest';
import { mentionsCrisis } from './crisis-phrases';

describe('mentionsCrisis', () => {
  it.each([
    'I want to kill myself',
    'Sometimes I think everyone would be better off without me.',
    'I keep thinking about SUICIDE',
    'I can’t go on like this',
    "I can't\ngo on",
    'thoughts of self-harm again',
    'I have been hurting myself',
    'there is no reason to live',
    'I want to end it all.',
  ])('finds a crisis phrase in "%s"', (text) => {
    expect(mentionsCrisis(text)).toBe(true);
  });

  it.each([
    '',
    'A calm day. I went for a walk.',
    'The suicidewatchers forum',
    'My killer app idea',
    'I could die of laughter at that film',
    'I want to diet this month',
    'the self harmony retreat',
  ])('finds none in "%s"', (text) => {
    expect(mentionsCrisis(text)).toBe(false);
  });
});
