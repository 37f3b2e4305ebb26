import type { Experience, SubscriptionTier } from '../profiles/profiles.schemas';
import { difficulties, type Difficulty } from './content-levels';
import type { SkillSummary } from './content.schemas';
import { canAccess, gateOfSkill } from './tier-access';

/** Default number of recommendations (spec §9). */
export const DEFAULT_RECOMMENDATION_LIMIT = 3;

const rank = (d: Difficulty) => difficulties.indexOf(d);

/** The level a member starts at in a category they have not practised yet, from their onboarding answer. */
const startingLevel: Record<Experience, number> = { new: 0, some: 1, practised: 2 };

/**
 * Skills to try next: open to the member's tier and not yet practised, preferring the categories the
 * member has practised in, then the step up from the hardest level they have practised there, then the
 * categories they chose at onboarding, then skills nearest their experience (easiest for a newcomer),
 * then list order.
 */
export function recommendSkills(input: {
  skills: readonly SkillSummary[];
  practisedSkillIds: ReadonlySet<string>;
  tier: SubscriptionTier | null | undefined;
  limit?: number;
  /** Skill categories chosen at onboarding. */
  interests?: readonly string[];
  experience?: Experience | null;
}): SkillSummary[] {
  const interests = new Set(input.interests ?? []);
  const start = startingLevel[input.experience ?? 'new'];
  const distance = (s: SkillSummary) => Math.abs(rank(s.difficulty) - start);
  const byId = new Map(input.skills.map((s) => [s.id, s]));
  const hardestByCategory = new Map<string, number>();
  for (const id of input.practisedSkillIds) {
    const skill = byId.get(id);
    if (!skill) continue;
    hardestByCategory.set(
      skill.categoryId,
      Math.max(hardestByCategory.get(skill.categoryId) ?? -1, rank(skill.difficulty)),
    );
  }
  const score = (skill: SkillSummary) => {
    const hardest = hardestByCategory.get(skill.categoryId);
    if (hardest === undefined) return interests.has(skill.categoryId) ? 1 : 0;
    const nextLevel = Math.min(hardest + 1, difficulties.length - 1);
    return rank(skill.difficulty) === nextLevel ? 3 : 2;
  };
  return input.skills
    .map((skill, index) => ({ skill, index }))
    .filter(({ skill }) => !input.practisedSkillIds.has(skill.id))
    .filter(({ skill }) => canAccess(input.tier, gateOfSkill(skill)))
    .sort(
      (a, b) =>
        score(b.skill) - score(a.skill) ||
        distance(a.skill) - distance(b.skill) ||
        rank(a.skill.difficulty) - rank(b.skill.difficulty) ||
        a.index - b.index,
    )
    .slice(0, input.limit ?? DEFAULT_RECOMMENDATION_LIMIT)
    .map(({ skill }) => skill);
}
