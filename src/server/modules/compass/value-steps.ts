import type { ContentBundle } from '@shared/content/content.schemas';
import type { valueNames } from '@shared/tools/values/value-names';

/** A library skill that is a small step toward each value of the card sort. */
const skillForValue: Record<(typeof valueNames)[number], string> = {
  Acceptance: 'radical-acceptance',
  Adventure: 'exposure-ladder',
  Authenticity: 'assertive-i-statements',
  Balance: 'designing-your-environment',
  Compassion: 'self-compassion-break',
  Connection: 'active-listening',
  Courage: 'exposure-ladder',
  Creativity: 'best-possible-self',
  Curiosity: 'noting-practice',
  Family: 'active-listening',
  Fairness: 'dear-man',
  Faith: 'committed-action-toward-values',
  Freedom: 'committed-action-toward-values',
  Friendship: 'active-listening',
  Fun: 'behavioural-activation',
  Generosity: 'repairing-after-conflict',
  Growth: 'values-based-smart-goals',
  Health: 'tiny-habits-and-habit-stacking',
  Honesty: 'assertive-i-statements',
  Humour: 'behavioural-activation',
  Independence: 'committed-action-toward-values',
  Justice: 'dear-man',
  Kindness: 'self-compassion-break',
  Learning: 'focused-work-sprints',
  Love: 'repairing-after-conflict',
  Loyalty: 'repairing-after-conflict',
  Nature: 'mindful-walking',
  Patience: 'stop-skill',
  Peace: 'mindful-breathing-basics',
  Purpose: 'values-based-smart-goals',
  Respect: 'dear-man',
  Responsibility: 'implementation-intentions',
  Security: 'worry-time',
  Simplicity: 'designing-your-environment',
  Wisdom: 'check-the-facts',
};

const FALLBACK_SKILL = 'committed-action-toward-values';

export interface ValueStep {
  text: string;
  href: string;
}

/**
 * One small step toward a value: the member's own habit tagged with it first (what they chose is the surest step),
 * else a library skill for it.
 */
export function stepToward(
  value: string,
  habits: readonly { name: string; values?: string[]; archived?: boolean }[],
  skills: ContentBundle['skills'],
): ValueStep | null {
  const habit = habits.find((h) => !h.archived && h.values?.includes(value));
  if (habit) return { text: `Tick “${habit.name}” one more day this week.`, href: '/tools/habit-tracker' };
  const wanted = skillForValue[value as keyof typeof skillForValue] ?? FALLBACK_SKILL;
  const skill = skills.find((s) => s.id === wanted) ?? skills.find((s) => s.id === FALLBACK_SKILL);
  return skill ? { text: `Try “${skill.title}” from the library.`, href: `/skill/${skill.id}` } : null;
}
