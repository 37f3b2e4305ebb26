import { highlight, parseQuery, termHits, tokenize, type TextSegment, type Token } from './text-search';

export interface SearchableSkill {
  id: string;
  title: string;
  summary: string;
  body: string;
  practiceSteps: string[];
}

export interface SkillSearchOptions {
  limit?: number;
  /** Whether the searcher may read a skill's body; if not, its snippet comes from the summary only. */
  canRead?: (skill: SearchableSkill) => boolean;
}

interface IndexedSkill {
  skill: SearchableSkill;
  fields: { title: Token[]; summary: Token[]; steps: Token[]; body: Token[] };
  bodyText: string;
}

export interface SkillIndex {
  skills: IndexedSkill[];
}

/** How much a hit in each field counts: a word in the title says more than one deep in the body. */
const FIELD_WEIGHTS = { title: 6, summary: 3, steps: 1.5, body: 1 } as const;

/** Plain text of the Markdown body, for matching and snippets. */
function plainBody(markdown: string): string {
  return markdown
    .replace(/[#>*_`[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tokenizes every skill once; build it again only when the content changes. */
export function buildSkillIndex(skills: readonly SearchableSkill[]): SkillIndex {
  return {
    skills: skills.map((skill) => {
      const bodyText = plainBody(skill.body);
      return {
        skill,
        bodyText,
        fields: {
          title: tokenize(skill.title),
          summary: tokenize(skill.summary),
          steps: tokenize(skill.practiceSteps.join(' ')),
          body: tokenize(bodyText),
        },
      };
    }),
  };
}

export interface SkillSearchHit {
  skillId: string;
  score: number;
  title: TextSegment[];
  snippet: TextSegment[];
}

/** About this many characters of context around the first matched word of a snippet. */
const SNIPPET_CHARS = 160;

function snippetAround(text: string, segments: TextSegment[]): TextSegment[] {
  let offset = 0;
  let first = -1;
  for (const segment of segments) {
    if (segment.match) {
      first = offset;
      break;
    }
    offset += segment.text.length;
  }
  if (first === -1 || text.length <= SNIPPET_CHARS) return segments;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, first - 50)) + 1);
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const cut: TextSegment[] = [];
  let at = 0;
  for (const segment of segments) {
    const from = Math.max(at, start);
    const to = Math.min(at + segment.text.length, end);
    if (from < to) cut.push({ text: segment.text.slice(from - at, to - at), match: segment.match });
    at += segment.text.length;
  }
  if (start > 0) cut.unshift({ text: '…', match: false });
  if (end < text.length) cut.push({ text: '…', match: false });
  return cut;
}

/**
 * Ranks skills for a query over title, summary, practice steps and body, with stemming and synonyms.
 * Skills answering every word of the query are shown if there are any; otherwise those answering most
 * words. Within that, skills holding the words themselves come before synonym-only ones, then the
 * weighted score decides. A locked skill is found
 * by its body too, but its snippet only ever quotes its title or summary.
 */
export function searchSkills(
  index: SkillIndex,
  query: string,
  { limit = 20, canRead = () => true }: SkillSearchOptions = {},
): SkillSearchHit[] {
  const terms = parseQuery(query);
  if (terms.length === 0) return [];
  const ranked: (SkillSearchHit & { matched: number; direct: number })[] = [];
  for (const { skill, fields, bodyText } of index.skills) {
    const perTerm = terms.map(() => 0);
    const directTerms = new Set<number>();
    for (const field of Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]) {
      termHits(fields[field], terms).forEach((hit, i) => {
        perTerm[i] = (perTerm[i] ?? 0) + hit.score * FIELD_WEIGHTS[field];
        if (hit.direct) directTerms.add(i);
      });
    }
    const matched = perTerm.filter((score) => score > 0).length;
    if (matched === 0) continue;
    const score = perTerm.reduce((sum, s) => sum + s, 0);
    const summary = highlight(skill.summary, terms);
    const open = canRead(skill);
    let snippet = summary;
    if (!summary.some((s) => s.match) && open) {
      const steps = skill.practiceSteps.join(' ');
      const source = [bodyText, steps].find((text) => highlight(text, terms).some((s) => s.match));
      if (source) snippet = snippetAround(source, highlight(source, terms));
    }
    ranked.push({
      skillId: skill.id,
      score,
      matched,
      direct: directTerms.size,
      title: highlight(skill.title, terms),
      snippet,
    });
  }
  // The words themselves beat their synonyms: "sleep" in a body outranks "rest" in a summary.
  ranked.sort(
    (a, b) =>
      b.matched - a.matched || b.direct - a.direct || b.score - a.score || a.skillId.localeCompare(b.skillId),
  );
  // When some skills answer every word, only those are shown; otherwise the best partial matches.
  const complete = ranked.filter((hit) => hit.matched === terms.length);
  return (complete.length > 0 ? complete : ranked)
    .slice(0, limit)
    .map(({ matched: _matched, direct: _direct, ...hit }) => ({
      ...hit,
      score: Math.round(hit.score * 100) / 100,
    }));
}
