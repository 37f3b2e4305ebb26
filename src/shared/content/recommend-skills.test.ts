import { describe, expect, it } from 'vitest';
import type { SkillSummary } from './content.schemas';
import { recommendSkills } from './recommend-skills';

// As seeded: relationships is a premium category, mindfulness and stress-anxiety free ones.
const premiumCategories = new Set(['relationships']);

function skill(
  id: string,
  categoryId: string,
  difficulty: SkillSummary['difficulty'],
  accessLevel: SkillSummary['accessLevel'] = 'free',
): SkillSummary {
  return {
    id,
    categoryId,
    title: id,
    summary: '',
    difficulty,
    accessLevel,
    categoryAccessLevel: premiumCategories.has(categoryId) ? 'premium' : 'free',
    estimatedMinutes: 5,
    order: null,
    relatedToolIds: [],
  };
}

const skills = [
  skill('m1', 'mindfulness', 'beginner'),
  skill('m2', 'mindfulness', 'intermediate'),
  skill('m3', 'mindfulness', 'advanced', 'premium'),
  skill('s1', 'stress-anxiety', 'beginner'),
  skill('s2', 'stress-anxiety', 'advanced'),
  skill('r1', 'relationships', 'beginner'),
];

describe('recommendSkills', () => {
  it('leaves out practised and locked skills and respects the limit', () => {
    const result = recommendSkills({ skills, practisedSkillIds: new Set(['m1']), tier: 'free', limit: 10 });
    const ids = result.map((s) => s.id);
    expect(ids).not.toContain('m1');
    expect(ids).not.toContain('m3');
    expect(ids).not.toContain('r1');
    expect(recommendSkills({ skills, practisedSkillIds: new Set(), tier: 'free', limit: 2 })).toHaveLength(2);
  });

  it('recommends to a free member the skills of a category whose level is free, whatever its id', () => {
    const opened = skills.map((s) =>
      s.categoryId === 'relationships' ? { ...s, categoryAccessLevel: 'free' as const } : s,
    );
    const result = recommendSkills({ skills: opened, practisedSkillIds: new Set(), tier: 'free', limit: 10 });
    expect(result.map((s) => s.id)).toContain('r1');
  });

  it('prefers the next difficulty up in a category already practised', () => {
    const result = recommendSkills({ skills, practisedSkillIds: new Set(['m1']), tier: 'premium', limit: 3 });
    expect(result.map((s) => s.id)).toEqual(['m2', 'm3', 's1']);
  });

  it('starts a newcomer with the easiest skills, three by default', () => {
    const result = recommendSkills({ skills, practisedSkillIds: new Set(), tier: 'premium' });
    expect(result.map((s) => s.id)).toEqual(['m1', 's1', 'r1']);
  });

  it('prefers the categories chosen at onboarding over untouched ones', () => {
    const result = recommendSkills({
      skills,
      practisedSkillIds: new Set(),
      tier: 'premium',
      interests: ['relationships'],
    });
    expect(result[0]!.id).toBe('r1');
  });

  it('starts a practised member at the harder skills', () => {
    const result = recommendSkills({
      skills,
      practisedSkillIds: new Set(),
      tier: 'premium',
      experience: 'practised',
    });
    expect(result.map((s) => s.id)).toEqual(['m3', 's2', 'm2']);
  });
});
