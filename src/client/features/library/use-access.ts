import { canAccess, lowestTierOpening, type Gated } from '@shared/content/tier-access';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { useSession } from '@client/features/account/use-session';

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

/** What each paid plan adds, in one sentence: shown on a lock and above locked cards. */
export const tierBlurbs: Record<SubscriptionTier, string> = {
  free: 'Free opens four skill categories and seven tools.',
  growth: 'Growth opens every skill category and every tool.',
  premium: 'Premium adds the premium skills on top of Growth.',
  lifetime_mastery: 'Lifetime Mastery opens everything, for good.',
  admin: 'Admins can open everything.',
};
