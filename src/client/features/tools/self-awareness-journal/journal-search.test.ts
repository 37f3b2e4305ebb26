import { describe, expect, it } from 'vitest';
import { collectEmotionTags, filterJournalEntries } from './journal-search';

const entry = (id: string, text: string, emotions: string[], prompt?: string) => ({
  id,
  data: { text, emotions, prompt },
});
const entries = [
  entry('a', 'Tense before the meeting, then lighter after.', ['anxious', 'relieved']),
  entry('b', 'A slow Sunday with my sister.', ['calm', 'grateful'], 'When did you feel most like yourself?'),
  entry('c', 'Could not sleep; kept replaying the meeting.', ['anxious', 'tired']),
];
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('filterJournalEntries', () => {
  it('keeps everything with no search', () => {
    expect(ids(filterJournalEntries(entries, { text: '', tag: '' }))).toEqual(['a', 'b', 'c']);
  });

  it('matches words in any order and case, in the text, the prompt or the emotions', () => {
    expect(ids(filterJournalEntries(entries, { text: 'MEETING', tag: '' }))).toEqual(['a', 'c']);
    expect(ids(filterJournalEntries(entries, { text: 'meeting sleep', tag: '' }))).toEqual(['c']);
    expect(ids(filterJournalEntries(entries, { text: 'yourself', tag: '' }))).toEqual(['b']);
    expect(ids(filterJournalEntries(entries, { text: 'relieved', tag: '' }))).toEqual(['a']);
  });

  it('filters by tag, alone or with text', () => {
    expect(ids(filterJournalEntries(entries, { text: '', tag: 'anxious' }))).toEqual(['a', 'c']);
    expect(ids(filterJournalEntries(entries, { text: 'lighter', tag: 'Anxious' }))).toEqual(['a']);
    expect(filterJournalEntries(entries, { text: 'sister', tag: 'anxious' })).toEqual([]);
  });
});

describe('collectEmotionTags', () => {
  it('lists each tag once, the most used first', () => {
    expect(collectEmotionTags(entries)).toEqual(['anxious', 'calm', 'grateful', 'relieved', 'tired']);
  });
});
