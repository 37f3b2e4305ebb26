import { describe, expect, it } from 'vitest';
import { faqEntries } from './faq-entries';
import { normalizeForSearch, searchFaq, type FaqEntry } from './search-faq';

const entries: FaqEntry[] = [
  {
    id: 'a',
    topic: 'tools',
    question: 'How do I log gratitude?',
    answer: 'Open the tools page and write a line.',
  },
  { id: 'b', topic: 'account', question: 'Can I change my password?', answer: 'Yes, from your profile.' },
  {
    id: 'c',
    topic: 'privacy',
    question: 'Who can read my journal?',
    answer: 'Only you. Password protected.',
  },
  {
    id: 'd',
    topic: 'library',
    question: 'What is a café skill?',
    answer: 'A short practice you can do anywhere.',
  },
];

const ids = (results: FaqEntry[]) => results.map((entry) => entry.id);

describe('searchFaq', () => {
  it('returns every entry, in order, for an empty or blank query', () => {
    expect(ids(searchFaq(entries, ''))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(searchFaq(entries, '   '))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns a new array, leaving the input untouched', () => {
    const results = searchFaq(entries, '');
    expect(results).not.toBe(entries);
    expect(results).toEqual(entries);
  });

  it('ignores case', () => {
    expect(ids(searchFaq(entries, 'GRATITUDE'))).toEqual(['a']);
  });

  it('ignores accents in the query and in the entries', () => {
    expect(ids(searchFaq(entries, 'cafe'))).toEqual(['d']);
    expect(ids(searchFaq(entries, 'CAFÉ'))).toEqual(['d']);
    expect(ids(searchFaq(entries, 'prâctice'))).toEqual(['d']);
  });

  it('requires every word of the query, in any order, across question and answer', () => {
    expect(ids(searchFaq(entries, 'profile password'))).toEqual(['b']);
    expect(ids(searchFaq(entries, 'journal protected'))).toEqual(['c']);
    expect(ids(searchFaq(entries, 'journal gratitude'))).toEqual([]);
  });

  it('puts entries whose question matches before those matching only in the answer', () => {
    expect(ids(searchFaq(entries, 'password'))).toEqual(['b', 'c']);
    const answerFirst: FaqEntry[] = [entries[2]!, entries[1]!];
    expect(ids(searchFaq(answerFirst, 'password'))).toEqual(['b', 'c']);
  });

  it('ignores punctuation around words', () => {
    expect(ids(searchFaq(entries, '"password?"'))).toEqual(['b', 'c']);
  });

  it('returns nothing when no entry matches', () => {
    expect(searchFaq(entries, 'zebra')).toEqual([]);
  });
});

describe('normalizeForSearch', () => {
  it('lowers case and strips combining marks', () => {
    expect(normalizeForSearch('Ça Déjà Vu')).toBe('ca deja vu');
  });
});

describe('faqEntries', () => {
  it('has at least 16 entries with unique ids and non-empty text', () => {
    expect(faqEntries.length).toBeGreaterThanOrEqual(16);
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(faqEntries.length);
    for (const entry of faqEntries) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
  });

  it('finds the password reset question', () => {
    expect(searchFaq(faqEntries, 'reset password')[0]?.topic).toBe('password-reset');
  });
});

describe('searchFaq over the real FAQ, with stemming and synonyms', () => {
  const first = (query: string) => searchFaq(faqEntries, query)[0]?.id;

  it('finds cancelling a subscription, exporting and deleting data, plans and billing, community rules', () => {
    expect(first('cancel subscription')).toBe('cancel-subscription');
    expect(first('cancelling my membership')).toBe('cancel-subscription');
    expect(first('export')).toBe('export-data');
    expect(first('download my data')).toBe('export-data');
    expect(first('delete account')).toBe('delete-data');
    expect(first('billing')).toBe('plans-billing');
    expect(first('community rules')).toBe('community-rules');
  });

  it('finds "mood" through the answers and its synonyms', () => {
    expect(searchFaq(faqEntries, 'mood').length).toBeGreaterThan(0);
  });
});
