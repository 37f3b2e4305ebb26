import { describe, expect, it } from 'vitest';
import { canAccess } from '../content/tier-access';
import { subscriptionTiers } from '../profiles/profiles.schemas';
import { toolKeys } from '../tools/tool-keys';
import { planFeatureLines, planOpens, planTiers } from './plan-features';

const categories = ['mindfulness', 'stress-anxiety', 'relationships', 'career-purpose', 'self-compassion'];

describe('the subscription page’s tier table', () => {
  it.each(subscriptionTiers)('equals the access rules the server enforces for %s', (tier) => {
    const opens = planOpens(tier);
    for (const key of toolKeys)
      expect(opens.tools.includes(key), key).toBe(canAccess(tier, { kind: 'tool', id: key }));
    for (const id of categories) {
      if (opens.allCategories) expect(canAccess(tier, { kind: 'category', id }), id).toBe(true);
    }
    expect(opens.allCategories).toBe(categories.every((id) => canAccess(tier, { kind: 'category', id })));
    expect(opens.premiumContent).toBe(canAccess(tier, { kind: 'item', accessLevel: 'premium' }));
  });

  it('shows free, growth, premium and lifetime mastery, each opening at least what the one before opens', () => {
    expect(planTiers).toEqual(['free', 'growth', 'premium', 'lifetime_mastery']);
    const sizes = planTiers.map((t) => planOpens(t).tools.length);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(planFeatureLines('free')[0]).toMatch(/^4 skill categories/);
    expect(planFeatureLines('premium')).toContain('Premium skills and exercises');
  });
});
