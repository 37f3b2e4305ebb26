import { describe, expect, it } from 'vitest';
import { subscriptionTiers } from '@shared/profiles/subscription-tiers';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { AppError } from '../../lib/app-error';
import { authorize } from '../../lib/authorize';
import type { Viewer } from '../../lib/viewer';
import { deletePost, openChannel } from './community.policy';

const viewerOf = (tier: SubscriptionTier, userId = `m-${tier}`) =>
  ({ userId, tier, role: tier === 'admin' ? 'admin' : 'user' }) as unknown as Viewer;
const outcome = (run: () => void) => {
  try {
    run();
    return 'open';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.statusCode} ${error.code} ${error.extra?.requiredTier ?? ''}`.trim();
  }
};

describe('forum policies, per tier and actor', () => {
  it('openChannel: each tier against each requirement, an unknown one asking for lifetime_mastery', () => {
    const table = Object.fromEntries(
      ['free', 'growth', 'premium', 'lifetime_mastery', 'unheard-of'].map((required) => [
        required,
        subscriptionTiers.map((tier) =>
          outcome(() => authorize(viewerOf(tier), openChannel, { name: 'C', requiredTier: required })),
        ),
      ]),
    );
    const lifetime = ['403 upgrade_required lifetime_mastery', '403 upgrade_required lifetime_mastery'];
    expect(table).toEqual({
      free: ['open', 'open', 'open', 'open', 'open'],
      growth: ['403 upgrade_required growth', 'open', 'open', 'open', 'open'],
      premium: ['403 upgrade_required premium', '403 upgrade_required premium', 'open', 'open', 'open'],
      // Spec §6: premium passes only requirements of free, premium or growth.
      lifetime_mastery: [...lifetime, '403 upgrade_required lifetime_mastery', 'open', 'open'],
      'unheard-of': [...lifetime, '403 upgrade_required lifetime_mastery', 'open', 'open'],
    });
  });

  it('deletePost: the author and an admin, never another member of the same tier', () => {
    const post = { userId: 'author' };
    expect(outcome(() => authorize(viewerOf('growth', 'author'), deletePost, post))).toBe('open');
    expect(outcome(() => authorize(viewerOf('admin'), deletePost, post))).toBe('open');
    expect(outcome(() => authorize(viewerOf('growth', 'someone-else'), deletePost, post))).toBe(
      '403 forbidden',
    );
  });
});
