import { describe, expect, it } from 'vitest';
import { canAccess, gateOfCategory, gateOfTool } from '../content/tier-access';
import { subscriptionTiers } from '../profiles/profiles.schemas';
import { planFeatureLines, planOpens, planTiers, type PlanCatalog } from './plan-features';

const catalog: PlanCatalog = {
  skillCategories: [
    { title: 'Mindfulness', accessLevel: 'free' },
    { title: 'Stress & Anxiety', accessLevel: 'free' },
    { title: 'Relationships', accessLevel: 'premium' },
  ],
  tools: [
    { name: 'Gratitude Log', accessLevel: 'free' },
    { name: 'Habit Tracker', accessLevel: 'premium' },
    { name: 'Pomodoro Timer', accessLevel: 'premium' },
  ],
};

describe('the subscription page’s tier table', () => {
  it.each(subscriptionTiers)('equals the access rules the server enforces for %s', (tier) => {
    const opens = planOpens(tier, catalog);
    for (const tool of catalog.tools)
      expect(opens.tools.includes(tool), tool.name).toBe(canAccess(tier, gateOfTool(tool)));
    for (const category of catalog.skillCategories)
      expect(opens.categories.includes(category), category.title).toBe(
        canAccess(tier, gateOfCategory(category)),
      );
    expect(opens.premiumContent).toBe(canAccess(tier, { kind: 'item', accessLevel: 'premium' }));
  });

  it('shows free, growth, premium and lifetime mastery, each opening at least what the one before opens', () => {
    expect(planTiers).toEqual(['free', 'growth', 'premium', 'lifetime_mastery']);
    const sizes = planTiers.map((t) => planOpens(t, catalog).tools.length);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(planFeatureLines('free', catalog).slice(0, 2)).toEqual([
      '2 skill categories: Mindfulness, Stress & Anxiety',
      '1 tool: Gratitude Log',
    ]);
    expect(planFeatureLines('growth', catalog).slice(0, 2)).toEqual(['Every skill category', 'All 3 tools']);
    expect(planFeatureLines('premium', catalog)).toContain('Premium skills and exercises');
  });

  it('follows the levels an admin sets: a tool made premium leaves the free plan’s list', () => {
    const changed: PlanCatalog = {
      ...catalog,
      tools: catalog.tools.map((t) => ({ ...t, accessLevel: 'premium' as const })),
    };
    expect(planFeatureLines('free', changed)[1]).toBe('No tools');
  });
});
