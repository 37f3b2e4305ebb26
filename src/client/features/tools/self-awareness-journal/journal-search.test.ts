import { describe, expect, it } from 'vitest';
import { describeMatches, isSearching, searchProblem } from './journal-search';

describe('describeMatches', () => {
  it('says how many entries match, in words', () => {
    expect(describeMatches({ count: 0, more: false })).toBe('No entries match');
    expect(describeMatches({ count: 1, more: false })).toBe('1 entry matches');
    expect(describeMatches({ count: 1234, more: false })).toBe('1,234 entries match');
    expect(describeMatches({ count: 1000, more: true })).toBe('More than 1,000 entries match');
  });
});

describe('searchProblem', () => {
  it('refuses what the server would: too long, too many words, too long a tag', () => {
    expect(searchProblem({ text: 'meeting sleep', tag: 'calm' })).toBeUndefined();
    expect(searchProblem({ text: 'x'.repeat(201), tag: '' })).toBe('Search for at most 200 characters.');
    expect(searchProblem({ text: 'a b c d e f g h i j k', tag: '' })).toBe('Search for at most 10 words.');
    expect(searchProblem({ text: '', tag: 'x'.repeat(41) })).toBe('An emotion is at most 40 characters.');
  });
});

describe('isSearching', () => {
  it('is off with blank words and no tag', () => {
    expect(isSearching({ text: '   ', tag: '' })).toBe(false);
    expect(isSearching({ text: 'sea', tag: '' })).toBe(true);
    expect(isSearching({ text: '', tag: 'calm' })).toBe(true);
  });
});
