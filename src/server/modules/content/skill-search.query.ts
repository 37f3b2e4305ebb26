import { foldText, synonymWordsOf } from '@shared/content/text-search';

/** At most this many words of a query count (a pasted paragraph is not a search). */
const MAX_WORDS = 8;

/**
 * What PostgreSQL is asked for a member's query, as to_tsquery texts in the 'english' configuration (which
 * stems each word and drops stop words and what is left of contractions: "can't focus" asks for "focus"):
 * - every: each word or one of its synonyms, all of them ("sleep tired" → (sleep | insomnia …) & (tired | …));
 * - some: any of them, for when no skill answers every word;
 * - direct: the words themselves, so a skill holding the word outranks one holding only a synonym.
 * Null when the query has no word.
 */
export interface SkillSearchQuery {
  every: string;
  some: string;
  direct: string;
}

export function skillSearchQuery(query: string): SkillSearchQuery | null {
  const words = [...new Set(foldText(query).match(/[a-z0-9]+/g) ?? [])].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  // Only [a-z0-9] reaches to_tsquery: none of its operators can be typed into a search.
  const groups = words.map((word) => `(${[word, ...synonymWordsOf(word)].join(' | ')})`);
  return { every: groups.join(' & '), some: groups.join(' | '), direct: words.join(' | ') };
}
