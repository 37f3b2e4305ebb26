import { subscriptionTiers, type SubscriptionTier } from '../profiles/profiles.schemas';

/** Forum channels in the order of spec §9; any other channel follows alphabetically. */
export const CHANNEL_ORDER: readonly string[] = [
  'Free User Questions',
  'General Discussion',
  'Questions & Support',
  'Skill Spotlight',
  'Tool Talk',
  'Wins & Celebrations',
  'Lifetime Masters',
];

const rank = (tier: string): number => subscriptionTiers.indexOf(tier as SubscriptionTier);

/**
 * Spec §6 forum category access: the member's tier rank must reach the channel's required rank; an unknown
 * requirement counts as lifetime_mastery; a missing tier counts as free; admin passes everything.
 */
export function canAccessChannel(tier: SubscriptionTier | null | undefined, requiredTier: string): boolean {
  const memberTier = tier ?? 'free';
  if (memberTier === 'admin') return true;
  const required = rank(requiredTier) >= 0 ? rank(requiredTier) : rank('lifetime_mastery');
  return rank(memberTier) >= required;
}

/** Sorts channels by the §9 order, then alphabetically by name. */
export function sortChannels<T extends { name: string }>(channels: readonly T[]): T[] {
  const position = (name: string) => {
    const i = CHANNEL_ORDER.indexOf(name);
    return i < 0 ? CHANNEL_ORDER.length : i;
  };
  return [...channels].sort((a, b) => position(a.name) - position(b.name) || a.name.localeCompare(b.name));
}
