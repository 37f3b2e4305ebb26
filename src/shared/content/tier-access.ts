import type { SubscriptionTier } from '../profiles/profiles.schemas';
import { subscriptionTiers } from '../profiles/subscription-tiers';
import type { AccessLevel } from './content-levels';

interface TierGrants {
  /** Opens categories whose access level is premium (a free category opens to every tier). */
  premiumCategories: boolean;
  /** Opens tools whose access level is premium (a free tool opens to every tier). */
  premiumTools: boolean;
  /** Opens skills and other items whose own access level is premium. */
  premiumItems: boolean;
}

/**
 * The one tier table. Spec §6 names the categories and tools free members open; here each row's own access
 * level decides, so an admin's change of level is what members get (the seed sets the spec's lists as the
 * levels). The spec gives growth no access at all; a paying member locked out of free content is a defect,
 * so growth opens what free opens plus every category and tool, and no tier gets less than the tier below it.
 */
const TIER_GRANTS: Record<SubscriptionTier, TierGrants> = {
  free: { premiumCategories: false, premiumTools: false, premiumItems: false },
  growth: { premiumCategories: true, premiumTools: true, premiumItems: false },
  premium: { premiumCategories: true, premiumTools: true, premiumItems: true },
  lifetime_mastery: { premiumCategories: true, premiumTools: true, premiumItems: true },
  admin: { premiumCategories: true, premiumTools: true, premiumItems: true },
};

export type Gated =
  | { kind: 'category'; accessLevel: AccessLevel }
  | { kind: 'tool'; accessLevel: AccessLevel }
  | { kind: 'item'; accessLevel: AccessLevel }
  /** A skill: its category must be open, and then its own access level decides. */
  | { kind: 'skill'; categoryAccessLevel: AccessLevel; accessLevel: AccessLevel };

/** The gate of a skill category, from its stored access level. */
export function gateOfCategory(category: { accessLevel: AccessLevel }): Gated {
  return { kind: 'category', accessLevel: category.accessLevel };
}

/** The gate of a tool, from its stored access level. */
export function gateOfTool(tool: { accessLevel: AccessLevel }): Gated {
  return { kind: 'tool', accessLevel: tool.accessLevel };
}

/** The gate of a skill, from its own access level and its category's. */
export function gateOfSkill(skill: { categoryAccessLevel: AccessLevel; accessLevel: AccessLevel }): Gated {
  return { kind: 'skill', categoryAccessLevel: skill.categoryAccessLevel, accessLevel: skill.accessLevel };
}

/** Whether a member of this tier (missing counts as free) may open the content. */
export function canAccess(tier: SubscriptionTier | null | undefined, content: Gated): boolean {
  const grants = TIER_GRANTS[tier ?? 'free'] ?? TIER_GRANTS.free;
  switch (content.kind) {
    case 'category':
      return content.accessLevel === 'free' || grants.premiumCategories;
    case 'tool':
      return content.accessLevel === 'free' || grants.premiumTools;
    case 'item':
      return content.accessLevel === 'free' || grants.premiumItems;
    case 'skill':
      return (
        canAccess(tier, { kind: 'category', accessLevel: content.categoryAccessLevel }) &&
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
