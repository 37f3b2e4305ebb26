import { describe, expect, it } from 'vitest';
import { subscriptionTiers } from '@shared/profiles/subscription-tiers';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { AppError } from '../../lib/app-error';
import { authorize } from '../../lib/authorize';
import type { Viewer } from '../../lib/viewer';
import { openSkill, openTool } from './content.policy';

const viewerOf = (tier: SubscriptionTier) =>
  ({ userId: `m-${tier}`, tier, role: 'user' }) as unknown as Viewer;
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError
      ? { status: error.statusCode, code: error.code, extra: error.extra }
      : error;
  }
};

describe('content policies, per tier', () => {
  it('openTool: a free tool opens to every tier, a premium tool from growth on, naming growth', () => {
    const free = { name: 'Gratitude Log', accessLevel: 'free' as const };
    const premium = { name: 'Habit Tracker', accessLevel: 'premium' as const };
    for (const tier of subscriptionTiers) {
      expect(
        refusal(() => authorize(viewerOf(tier), openTool, free)),
        tier,
      ).toBeNull();
      const expected =
        tier === 'free' ? { status: 403, code: 'upgrade_required', extra: { requiredTier: 'growth' } } : null;
      expect(
        refusal(() => authorize(viewerOf(tier), openTool, premium)),
        tier,
      ).toEqual(expected);
    }
  });

  it('openSkill: a premium skill needs premium; a free skill in a premium category needs growth', () => {
    const premiumSkill = {
      title: 'Deep',
      accessLevel: 'premium' as const,
      categoryAccessLevel: 'free' as const,
    };
    const inPremiumCategory = {
      title: 'Open',
      accessLevel: 'free' as const,
      categoryAccessLevel: 'premium' as const,
    };
    const outcome = (tier: SubscriptionTier, skill: typeof premiumSkill | typeof inPremiumCategory) =>
      (refusal(() => authorize(viewerOf(tier), openSkill, skill)) as { extra?: unknown } | null)?.extra ??
      'open';
    expect(subscriptionTiers.map((tier) => outcome(tier, premiumSkill))).toEqual([
      { requiredTier: 'premium' },
      { requiredTier: 'premium' },
      'open',
      'open',
      'open',
    ]);
    expect(subscriptionTiers.map((tier) => outcome(tier, inPremiumCategory))).toEqual([
      { requiredTier: 'growth' },
      'open',
      'open',
      'open',
      'open',
    ]);
  });
});
