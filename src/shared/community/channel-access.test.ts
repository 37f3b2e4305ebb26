import { describe, expect, it } from 'vitest';
import { subscriptionTiers, type SubscriptionTier } from '../profiles/profiles.schemas';
import { CHANNEL_ORDER, canAccessChannel, sortChannels } from './channel-access';

const requirements = [...subscriptionTiers, 'platinum', ''] as const;

// Expected access per member tier, in the order of `requirements` (unknown ones count as lifetime_mastery).
const expected: Record<SubscriptionTier, boolean[]> = {
  free: [true, false, false, false, false, false, false],
  growth: [true, true, false, false, false, false, false],
  premium: [true, true, true, false, false, false, false],
  lifetime_mastery: [true, true, true, true, false, true, true],
  admin: [true, true, true, true, true, true, true],
};

describe('canAccessChannel (spec §6 forum category access)', () => {
  const cases = [...subscriptionTiers, null, undefined].flatMap((tier) =>
    requirements.map((required, i) => [tier, required, expected[tier ?? 'free'][i]] as const),
  );

  it.each(cases)('member %s in a channel requiring "%s" → %s', (tier, required, allowed) => {
    expect(canAccessChannel(tier, required)).toBe(allowed);
  });

  it('treats an unknown requirement as lifetime_mastery', () => {
    expect(canAccessChannel('premium', 'platinum')).toBe(false);
    expect(canAccessChannel('lifetime_mastery', 'platinum')).toBe(true);
  });

  it('lets an admin into every channel, a free member only into free ones', () => {
    for (const required of requirements) expect(canAccessChannel('admin', required)).toBe(true);
    expect(canAccessChannel('free', 'free')).toBe(true);
    expect(canAccessChannel('free', 'growth')).toBe(false);
    expect(canAccessChannel(null, 'growth')).toBe(false);
    expect(canAccessChannel('growth', 'lifetime_mastery')).toBe(false);
  });
});

describe('sortChannels (spec §9 forum category order)', () => {
  it('puts the seven named channels in the spec order and others alphabetically after them', () => {
    const shuffled = [
      { name: 'Zen Corner' },
      { name: 'Lifetime Masters' },
      { name: 'Tool Talk' },
      { name: 'Art Room' },
      { name: 'Wins & Celebrations' },
      { name: 'General Discussion' },
      { name: 'Skill Spotlight' },
      { name: 'Free User Questions' },
      { name: 'Questions & Support' },
    ];
    expect(sortChannels(shuffled).map((c) => c.name)).toEqual([...CHANNEL_ORDER, 'Art Room', 'Zen Corner']);
  });

  it('does not change the list it is given', () => {
    const list = [{ name: 'Tool Talk' }, { name: 'Free User Questions' }];
    sortChannels(list);
    expect(list[0]?.name).toBe('Tool Talk');
  });
});
