// Kept apart from the zod schemas so the client can show locks (tier-access) without loading zod.

/** Membership tiers, lowest to highest (spec §4). */
export const subscriptionTiers = ['free', 'growth', 'premium', 'lifetime_mastery', 'admin'] as const;

/** How each tier is named to people (the admin tables and forms). */
export const subscriptionTierLabels: Record<(typeof subscriptionTiers)[number], string> = {
  free: 'Free',
  growth: 'Growth',
  premium: 'Premium',
  lifetime_mastery: 'Lifetime Mastery',
  admin: 'Admin',
};
