import { describe, expect, it } from 'vitest';
import type { SkillSummary } from '@shared/content/content.schemas';
import { filterSkills } from './filter-skills';

const skill = (
  id: string,
  title: string,
  summary: string,
  difficulty: SkillSummary['difficulty'],
): SkillSummary => ({
  id,
  categoryId: 'c',
  title,
  summary,
  difficulty,
  accessLevel: 'free',
  categoryAccessLevel: 'free',
  estimatedMinutes: 5,
  order: 1,
  relatedToolIds: [],
});

const skills = [
  skill('a', 'Body Scan', 'Notice sensations from head to toe.', 'beginner'),
  skill('b', 'Cognitive Défusion', 'Step back from sticky thoughts.', 'advanced'),
  skill('c', 'Box Breathing', 'Calm the body with a steady rhythm.', 'beginner'),
];

describe('filterSkills', () => {
  it('matches every word against title and summary, ignoring case and accents', () => {
    expect(filterSkills(skills, { query: 'BODY', difficulty: 'all' }).map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterSkills(skills, { query: 'defusion thoughts', difficulty: 'all' }).map((s) => s.id)).toEqual([
      'b',
    ]);
  });

  it('filters by difficulty', () => {
    expect(filterSkills(skills, { query: '', difficulty: 'beginner' }).map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterSkills(skills, { query: 'box', difficulty: 'advanced' })).toEqual([]);
  });
});
