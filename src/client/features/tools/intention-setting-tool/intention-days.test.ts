import { describe, expect, it } from 'vitest';
import {
  checkInRatingLabel,
  choiceFromFocusArea,
  findTodaysIntention,
  focusAreaFromChoice,
  localDay,
} from './intention-days';

const entry = (id: string, date: string) => ({
  id,
  data: { date, intention: 'Be patient', focusArea: 'Calm' },
});

describe('intention days', () => {
  it('finds the intention set for today, the newest first', () => {
    const entries = [entry('b', '2026-05-02'), entry('a', '2026-05-02'), entry('c', '2026-05-01')];
    expect(findTodaysIntention(entries, '2026-05-02')?.id).toBe('b');
    expect(findTodaysIntention(entries, '2026-05-03')).toBeUndefined();
  });

  it('uses the member’s own words for "Other"', () => {
    expect(focusAreaFromChoice('Health', 'ignored')).toBe('Health');
    expect(focusAreaFromChoice('Other', '  Parenting ')).toBe('Parenting');
  });

  it('shows a saved focus area in the select, or as "Other" with its text', () => {
    expect(choiceFromFocusArea('Work')).toEqual({ choice: 'Work', other: '' });
    expect(choiceFromFocusArea('Parenting')).toEqual({ choice: 'Other', other: 'Parenting' });
    expect(choiceFromFocusArea(undefined)).toEqual({ choice: 'Health', other: '' });
  });

  it('names each rating', () => {
    expect(checkInRatingLabel(1)).toBe('Not at all');
    expect(checkInRatingLabel(5)).toBe('Fully');
  });

  it('gives the local calendar day', () => {
    expect(localDay(new Date(2026, 4, 2, 23, 59))).toBe('2026-05-02');
  });
});
