import { describe, expect, it } from 'vitest';
import { subscriptionTiers, type SubscriptionTier } from '../profiles/profiles.schemas';
import {
  accessStateOf,
  canAccess,
  gateOfCategory,
  gateOfSkill,
  gateOfTool,
  lowestTierOpening,
  type Gated,
} from './tier-access';

const cases: Record<string, Gated> = {
  'free category': { kind: 'category', accessLevel: 'free' },
  'premium category': { kind: 'category', accessLevel: 'premium' },
  'free tool': { kind: 'tool', accessLevel: 'free' },
  'premium tool': { kind: 'tool', accessLevel: 'premium' },
  'free item': { kind: 'item', accessLevel: 'free' },
  'premium item': { kind: 'item', accessLevel: 'premium' },
};

// Expected access per tier, in the order of `cases`.
const expected: Record<SubscriptionTier, boolean[]> = {
  free: [true, false, true, false, true, false],
  growth: [true, true, true, true, true, false],
  premium: [true, true, true, true, true, true],
  lifetime_mastery: [true, true, true, true, true, true],
  admin: [true, true, true, true, true, true],
};

describe('canAccess', () => {
  for (const tier of subscriptionTiers) {
    Object.entries(cases).forEach(([label, content], index) => {
      it(`${tier} ${expected[tier][index] ? 'opens' : 'does not open'} a ${label}`, () => {
        expect(canAccess(tier, content)).toBe(expected[tier][index]);
      });
    });
  }

  it('treats a missing tier as free', () => {
    for (const content of Object.values(cases)) {
      expect(canAccess(null, content)).toBe(canAccess('free', content));
      expect(canAccess(undefined, content)).toBe(canAccess('free', content));
    }
  });

  it('decides by the row’s own level, not its id: a tool or category an admin made free opens to free', () => {
    // habit-tracker and relationships ship as premium; gratitude-log and mindfulness as free.
    expect(canAccess('free', gateOfTool({ accessLevel: 'free' }))).toBe(true);
    expect(canAccess('free', gateOfTool({ accessLevel: 'premium' }))).toBe(false);
    expect(canAccess('growth', gateOfTool({ accessLevel: 'premium' }))).toBe(true);
    expect(canAccess('free', gateOfCategory({ accessLevel: 'free' }))).toBe(true);
    expect(canAccess('free', gateOfCategory({ accessLevel: 'premium' }))).toBe(false);
  });

  it('gives each tier at least what the tier below it opens', () => {
    const all: Gated[] = [
      ...Object.values(cases),
      { kind: 'skill', categoryAccessLevel: 'premium', accessLevel: 'free' },
      { kind: 'skill', categoryAccessLevel: 'free', accessLevel: 'premium' },
      { kind: 'skill', categoryAccessLevel: 'premium', accessLevel: 'premium' },
    ];
    for (let rank = 1; rank < subscriptionTiers.length; rank += 1) {
      const lower = subscriptionTiers[rank - 1];
      const higher = subscriptionTiers[rank];
      for (const content of all) {
        if (canAccess(lower, content)) expect(canAccess(higher, content), `${higher} vs ${lower}`).toBe(true);
      }
    }
  });

  it('opens a skill only when both its category and its own level are open', () => {
    const skill = (categoryAccessLevel: 'free' | 'premium', accessLevel: 'free' | 'premium') =>
      gateOfSkill({ categoryAccessLevel, accessLevel });
    expect(canAccess('free', skill('free', 'free'))).toBe(true);
    expect(canAccess('free', skill('free', 'premium'))).toBe(false);
    expect(canAccess('free', skill('premium', 'free'))).toBe(false);
    expect(canAccess('growth', skill('premium', 'free'))).toBe(true);
    expect(canAccess('growth', skill('premium', 'premium'))).toBe(false);
    expect(canAccess('premium', skill('premium', 'premium'))).toBe(true);
  });
});

describe('lowestTierOpening', () => {
  it('names the first tier in rank order that opens the content', () => {
    expect(lowestTierOpening({ kind: 'tool', accessLevel: 'premium' })).toBe('growth');
    expect(lowestTierOpening({ kind: 'category', accessLevel: 'premium' })).toBe('growth');
    expect(lowestTierOpening({ kind: 'tool', accessLevel: 'free' })).toBe('free');
    expect(lowestTierOpening({ kind: 'skill', categoryAccessLevel: 'free', accessLevel: 'premium' })).toBe(
      'premium',
    );
    expect(lowestTierOpening({ kind: 'item', accessLevel: 'free' })).toBe('free');
  });
});

describe('accessStateOf', () => {
  it('gives a free skill in a premium category one state: locked until Growth (never "free" as well)', () => {
    const selfCompassion = { kind: 'skill', categoryAccessLevel: 'premium', accessLevel: 'free' } as const;
    expect(accessStateOf('free', selfCompassion)).toEqual({ open: false, requiredTier: 'growth' });
    expect(accessStateOf('growth', selfCompassion)).toEqual({ open: true, includedIn: 'growth' });
  });

  it('locks a premium skill once, naming Premium, and opens it for premium members', () => {
    const premium = { kind: 'skill', categoryAccessLevel: 'free', accessLevel: 'premium' } as const;
    expect(accessStateOf(null, premium)).toEqual({ open: false, requiredTier: 'premium' });
    expect(accessStateOf('growth', premium)).toEqual({ open: false, requiredTier: 'premium' });
    expect(accessStateOf('premium', premium)).toEqual({ open: true, includedIn: 'premium' });
  });

  it('opens free content for everyone as part of the free plan', () => {
    expect(accessStateOf(undefined, { kind: 'tool', accessLevel: 'free' })).toEqual({
      open: true,
      includedIn: 'free',
    });
  });
});
