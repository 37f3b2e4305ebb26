import { canAccess, lowestTierOpening, type Gated } from '@shared/content/tier-access';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { useSession } from '@client/features/session/use-session';

/** The viewer's tier as the server computes it: an admin's role counts as the admin tier; visitors are free. */
export function useViewerTier(): SubscriptionTier {
  const { profile } = useSession();
  if (!profile) return 'free';
  return profile.role === 'admin' ? 'admin' : profile.subscriptionTier;
}

/** Mirrors the server's access rule for showing locks; the server still decides what it sends. */
export function useAccess() {
  const tier = useViewerTier();
  return {
    tier,
    canOpen: (content: Gated) => canAccess(tier, content),
    requiredTier: (content: Gated) => lowestTierOpening(content),
  };
}

export const tierLabels: Record<SubscriptionTier, string> = {
  free: 'Free',
  growth: 'Growth',
  premium: 'Premium',
  lifetime_mastery: 'Lifetime Mastery',
  admin: 'Admin',
};
