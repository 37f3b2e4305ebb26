import { parseQuery, termHits, tokenize } from '@shared/content/text-search';

/** One question of the help center's FAQ. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  topic: string;
}

/** Lower case, without accents, so "Résumé" and "resume" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The entries whose question or answer answers every word of the query, with the same stemming and
 * synonyms as the skill search ("cancelling" finds "cancel", "mood" finds "feelings"). Entries whose
 * question holds more of the words come first; otherwise the original order is kept. An empty query
 * returns every entry.
 */
export function searchFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const terms = parseQuery(query);
  if (terms.length === 0) return query.trim() === '' ? [...entries] : [];

  const matches: { entry: T; questionScore: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const inQuestion = termHits(tokenize(entry.question), terms);
    const inAnswer = termHits(tokenize(entry.answer), terms);
    const found = (i: number) => (inQuestion[i]?.score ?? 0) + (inAnswer[i]?.score ?? 0) > 0;
    if (!terms.every((_term, i) => found(i))) return;
    const questionScore = inQuestion.reduce((sum, hit) => sum + hit.score, 0);
    matches.push({ entry, questionScore, index });
  });

  return matches
    .sort((a, b) => b.questionScore - a.questionScore || a.index - b.index)
    .map((match) => match.entry);
}
