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

function queryWords(query: string): string[] {
  return normalizeForSearch(query)
    .split(/[\s.,;:!?"'()«»“”‘’]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The entries whose question or answer contains every word of the query (case- and accent-insensitive).
 * Entries whose question holds more of the words come first; otherwise the original order is kept.
 * An empty query returns every entry.
 */
export function searchFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];

  const matches: { entry: T; questionHits: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const question = normalizeForSearch(entry.question);
    const haystack = `${question}\n${normalizeForSearch(entry.answer)}`;
    if (!words.every((word) => haystack.includes(word))) return;
    const questionHits = words.filter((word) => question.includes(word)).length;
    matches.push({ entry, questionHits, index });
  });

  return matches
    .sort((a, b) => b.questionHits - a.questionHits || a.index - b.index)
    .map((match) => match.entry);
}
