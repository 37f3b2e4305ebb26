import type { SubscriptionTier } from '../profiles/profiles.schemas';
import { subscriptionTiers } from '../profiles/subscription-tiers';
import type { ToolKey } from '../tools/tool-keys';
import type { AccessLevel } from './content-levels';

/** Categories a free member may open (spec §6). */
export const FREE_CATEGORY_IDS: readonly string[] = [
  'mindfulness',
  'emotional-regulation',
  'cbt-dbt-act',
  'stress-anxiety',
];

/** Tools a free member may open (spec §6). */
export const FREE_TOOL_IDS: readonly ToolKey[] = [
  'gratitude-log',
  'mindful-breathing',
  'self-awareness-journal',
  'values-clarification',
  'intention-setting-tool',
  'thought-record-builder',
  'emotional-regulation-tool',
];

interface TierGrants {
  allCategories: boolean;
  allTools: boolean;
  premiumItems: boolean;
}

/**
 * The one tier table. The spec gives growth no access at all; a paying member locked out of free content
 * is a defect, so growth opens what free opens plus every category and tool, and no tier gets less than
 * the tier below it.
 */
const TIER_GRANTS: Record<SubscriptionTier, TierGrants> = {
  free: { allCategories: false, allTools: false, premiumItems: false },
  growth: { allCategories: true, allTools: true, premiumItems: false },
  premium: { allCategories: true, allTools: true, premiumItems: true },
  lifetime_mastery: { allCategories: true, allTools: true, premiumItems: true },
  admin: { allCategories: true, allTools: true, premiumItems: true },
};

export type Gated =
  | { kind: 'category'; id: string }
  | { kind: 'tool'; id: string }
  | { kind: 'item'; accessLevel: AccessLevel }
  /** A skill: its category must be open, and then its own access level decides. */
  | { kind: 'skill'; categoryId: string; accessLevel: AccessLevel };

/** Whether a member of this tier (missing counts as free) may open the content. */
export function canAccess(tier: SubscriptionTier | null | undefined, content: Gated): boolean {
  const grants = TIER_GRANTS[tier ?? 'free'] ?? TIER_GRANTS.free;
  switch (content.kind) {
    case 'category':
      return grants.allCategories || FREE_CATEGORY_IDS.includes(content.id);
    case 'tool':
      return grants.allTools || (FREE_TOOL_IDS as readonly string[]).includes(content.id);
    case 'item':
      return grants.premiumItems || content.accessLevel === 'free';
    case 'skill':
      return (
        canAccess(tier, { kind: 'category', id: content.categoryId }) &&
        canAccess(tier, { kind: 'item', accessLevel: content.accessLevel })
      );
  }
}

/** The lowest tier that opens the content: what an upgrade prompt names. */
export function lowestTierOpening(content: Gated): SubscriptionTier {
  return subscriptionTiers.find((tier) => canAccess(tier, content)) ?? 'premium';
}

/** The one access state a card or page shows: open (with the plan that includes it), or locked. */
export type AccessState =
  { open: true; includedIn: SubscriptionTier } | { open: false; requiredTier: SubscriptionTier };

/** Decides the single access state of content for a viewer, from the same rule the server enforces. */
export function accessStateOf(tier: SubscriptionTier | null | undefined, content: Gated): AccessState {
  const lowest = lowestTierOpening(content);
  return canAccess(tier, content)
    ? { open: true, includedIn: lowest }
    : { open: false, requiredTier: lowest };
}
