import type { AccessLevel } from '../content/content-levels';
import { canAccess, gateOfCategory, gateOfTool } from '../content/tier-access';
import type { SubscriptionTier } from '../profiles/profiles.schemas';

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

/** The categories and tools a plan is described by: the content bundle's, each with its access level. */
export interface PlanCatalog {
  skillCategories: readonly { title: string; accessLevel: AccessLevel }[];
  tools: readonly { name: string; accessLevel: AccessLevel }[];
}

/** What a tier opens of the catalog, by the canAccess the server enforces (so the page cannot disagree). */
export function planOpens(tier: SubscriptionTier, catalog: PlanCatalog) {
  const categories = catalog.skillCategories.filter((c) => canAccess(tier, gateOfCategory(c)));
  const tools = catalog.tools.filter((t) => canAccess(tier, gateOfTool(t)));
  return {
    categories,
    allCategories: categories.length === catalog.skillCategories.length,
    tools,
    allTools: tools.length === catalog.tools.length,
    premiumContent: canAccess(tier, { kind: 'item', accessLevel: 'premium' }),
  };
}

const listOf = (count: number, one: string, many: string, names: readonly string[]) =>
  count === 0 ? `No ${many}` : `${count} ${count === 1 ? one : many}: ${names.join(', ')}`;

/** The lines the subscription page lists for a tier. */
export function planFeatureLines(tier: SubscriptionTier, catalog: PlanCatalog): string[] {
  const opens = planOpens(tier, catalog);
  const lines = [
    opens.allCategories
      ? 'Every skill category'
      : listOf(
          opens.categories.length,
          'skill category',
          'skill categories',
          opens.categories.map((c) => c.title),
        ),
    opens.allTools
      ? `All ${catalog.tools.length} tools`
      : listOf(
          opens.tools.length,
          'tool',
          'tools',
          opens.tools.map((t) => t.name),
        ),
    opens.premiumContent ? 'Premium skills and exercises' : 'Free skills and exercises',
    'Progress dashboard, data export and deletion',
  ];
  if (tier === 'lifetime_mastery') lines.push('Pay once, keep it for life');
  return lines;
}
