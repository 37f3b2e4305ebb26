/** Words that carry no meaning in a search. */
const STOP_WORDS = new Set(
  'a an and are as at be but by do for from how i if in into is it me my of on or so that the this to was what when with you your'.split(
    ' ',
  ),
);

/**
 * Groups of words a member may use for the same need. A query word finds every word of its group.
 * Kept small and plain on purpose: these are the needs people bring to a wellbeing library.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sleep', 'insomnia', 'asleep', 'bedtime', 'tired'],
  ['anxiety', 'anxious', 'worry', 'panic', 'nervous', 'fear'],
  ['anger', 'angry', 'irritation', 'irritable', 'frustration', 'rage'],
  ['sad', 'sadness', 'low', 'depressed', 'depression', 'down'],
  ['stress', 'stressed', 'overwhelm', 'overwhelmed', 'pressure', 'burnout'],
  ['focus', 'concentration', 'concentrate', 'attention', 'distraction'],
  // Putting things off is not a matter of attention: "procrastination" must not find Active Listening.
  ['procrastination', 'procrastinate', 'motivation', 'motivate', 'task'],
  ['calm', 'relax', 'relaxation', 'soothe'],
  ['cancel', 'cancellation', 'unsubscribe'],
  ['subscription', 'plan', 'membership', 'billing', 'payment', 'price'],
  ['delete', 'remove', 'erase'],
  ['export', 'download', 'copy'],
  ['mood', 'feeling', 'emotion'],
];

/** Lowercase without accents, character by character so positions still point into the original text. */
export function foldText(text: string): string {
  let folded = '';
  for (const ch of text) {
    const plain = ch
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    folded += plain.length === ch.length ? plain : ch;
  }
  return folded;
}

/**
 * A light English stemmer: enough that "sleeping", "sleeps" and "sleep", or "worries" and "worry", meet.
 * The same function runs on the text and the query, so it need only be consistent, not linguistically exact.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  const rules: [RegExp, string][] = [
    [/ational$/, 'ate'],
    [/ousness$/, 'ous'],
    [/fulness$/, 'ful'],
    [/iveness$/, 'ive'],
    [/ations?$/, 'ate'],
    [/ness$/, ''],
    [/ments?$/, ''],
    [/ies$/, 'y'],
    [/ied$/, 'y'],
    [/ing$/, ''],
    [/edly$/, ''],
    [/ed$/, ''],
    [/ly$/, ''],
    [/sses$/, 'ss'],
    [/([^s])es$/, '$1e'],
    [/([^su])s$/, '$1'],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(w)) {
      const next = w.replace(pattern, replacement);
      if (next.length >= 3) w = next;
      break;
    }
  }
  // "relaxing" -> "relax", "worrie" -> "worry"; a trailing e is dropped so "rate"/"rating" meet.
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  // Doubled final consonant from -ing/-ed: "stopping" -> "stopp" -> "stop".
  if (w.length > 3 && /([bdfglmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export interface Token {
  /** The stem used for matching. */
  term: string;
  start: number;
  end: number;
}

/** The words of a text with their stems and where they sit, stop words left out. */
export function tokenize(text: string): Token[] {
  const folded = foldText(text);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(/[a-z0-9]+/g)) {
    const word = match[0];
    if (STOP_WORDS.has(word)) continue;
    tokens.push({ term: stem(word), start: match.index, end: match.index + word.length });
  }
  return tokens;
}

const synonymsByStem = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = new Set(group.map((word) => stem(word)));
  for (const member of stems) {
    const known = synonymsByStem.get(member) ?? new Set<string>();
    stems.forEach((s) => known.add(s));
    synonymsByStem.set(member, known);
  }
}

/** The words of every synonym group the word belongs to (by its stem), the word itself not included. */
export function synonymWordsOf(word: string): string[] {
  const term = stem(foldText(word));
  const words = SYNONYM_GROUPS.filter((group) => group.some((member) => stem(member) === term)).flat();
  return [...new Set(words)].filter((w) => w !== word);
}

export interface QueryTerm {
  /** The stem the member typed. */
  term: string;
  /** Stems that also count, found through the synonym groups (not including the term itself). */
  synonyms: string[];
}

/** The query's words, each with its synonyms. */
export function parseQuery(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const { term } of tokenize(query)) {
    if (seen.has(term)) continue;
    seen.add(term);
    const synonyms = [...(synonymsByStem.get(term) ?? [])].filter((s) => s !== term);
    terms.push({ term, synonyms });
  }
  return terms;
}

/** A piece of text, marked when it is a matched word. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits text into plain and matched pieces, marking every word whose stem the query finds. */
export function highlight(text: string, terms: readonly QueryTerm[]): TextSegment[] {
  const wanted = new Set(terms.flatMap((t) => [t.term, ...t.synonyms]));
  const segments: TextSegment[] = [];
  let at = 0;
  for (const token of tokenize(text)) {
    if (!wanted.has(token.term)) continue;
    if (token.start > at) segments.push({ text: text.slice(at, token.start), match: false });
    segments.push({ text: text.slice(token.start, token.end), match: true });
    at = token.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** How well a text answers one query word: its score, and whether the word itself (not a synonym) is there. */
export interface TermHit {
  score: number;
  direct: boolean;
}

/** Per query word, the best of a direct hit (1 + log count) or a synonym (0.5 × that). */
export function termHits(tokens: readonly Token[], terms: readonly QueryTerm[]): TermHit[] {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token.term, (counts.get(token.term) ?? 0) + 1);
  return terms.map(({ term, synonyms }) => {
    const direct = counts.get(term) ?? 0;
    if (direct > 0) return { score: 1 + Math.log(direct), direct: true };
    const viaSynonym = synonyms.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
    return { score: viaSynonym > 0 ? 0.5 * (1 + Math.log(viaSynonym)) : 0, direct: false };
  });
}
