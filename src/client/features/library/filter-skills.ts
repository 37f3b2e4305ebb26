import type { Difficulty } from '@shared/content/content-levels';
import type { SkillSummary } from '@shared/content/content.schemas';

/** Lowercase without accents, for matching what people type. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Skills whose title or summary holds every word of the query, at the chosen difficulty (or any). */
export function filterSkills(
  skills: readonly SkillSummary[],
  filter: { query: string; difficulty: Difficulty | 'all' },
): SkillSummary[] {
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  return skills.filter((skill) => {
    if (filter.difficulty !== 'all' && skill.difficulty !== filter.difficulty) return false;
    const haystack = fold(`${skill.title} ${skill.summary}`);
    return words.every((word) => haystack.includes(word));
  });
}
