import { canAccess, FREE_CATEGORY_IDS } from '../content/tier-access';
import type { SubscriptionTier } from '../profiles/profiles.schemas';
import { toolKeys, toolNames, type ToolKey } from '../tools/tool-keys';

/** Tiers a member can buy, and the tiers shown side by side. */
export const paidTiers = ['growth', 'premium', 'lifetime_mastery'] as const;
export type PaidTier = (typeof paidTiers)[number];
export const planTiers = ['free', ...paidTiers] as const;

export const tierNames: Record<SubscriptionTier, string> = {
  free: 'Free',
  growth: 'Growth',
  premium: 'Premium',
  lifetime_mastery: 'Lifetime Mastery',
  admin: 'Admin',
};

// A category id no seed uses: open to a tier only when it opens every category.
const ANY_CATEGORY = '\u0000any-category';

/** What a tier opens, asked of the same canAccess the server enforces (so the page cannot disagree). */
export function planOpens(tier: SubscriptionTier) {
  return {
    allCategories: canAccess(tier, { kind: 'category', id: ANY_CATEGORY }),
    tools: toolKeys.filter((key) => canAccess(tier, { kind: 'tool', id: key })),
    premiumContent: canAccess(tier, { kind: 'item', accessLevel: 'premium' }),
  };
}

/** The lines the subscription page lists for a tier. */
export function planFeatureLines(
  tier: SubscriptionTier,
  categoryTitles: Record<string, string> = {},
): string[] {
  const opens = planOpens(tier);
  const lines = [
    opens.allCategories
      ? 'Every skill category'
      : `${FREE_CATEGORY_IDS.length} skill categories: ${FREE_CATEGORY_IDS.map((id) => categoryTitles[id] ?? id).join(', ')}`,
    opens.tools.length === toolKeys.length
      ? `All ${toolKeys.length} tools`
      : `${opens.tools.length} tools: ${opens.tools.map((k: ToolKey) => toolNames[k]).join(', ')}`,
    opens.premiumContent ? 'Premium skills and exercises' : 'Free skills and exercises',
    'Progress dashboard, data export and deletion',
  ];
  if (tier === 'lifetime_mastery') lines.push('Pay once, keep it for life');
  return lines;
}
