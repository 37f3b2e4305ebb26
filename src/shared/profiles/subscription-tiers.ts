// Kept apart from the zod schemas so the client can show locks (tier-access) without loading zod.

/** Membership tiers, lowest to highest (spec §4). */
export const subscriptionTiers = ['free', 'growth', 'premium', 'lifetime_mastery', 'admin'] as const;
