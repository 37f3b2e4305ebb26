import type { Profile, SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { subscriptionTierLabels, subscriptionTiers } from '@shared/profiles/subscription-tiers';
import { isAdminRole } from './admin-check';
import { AppError } from './app-error';

/** The tier that decides access for a profile (none counts as free; the admin role as admin). */
export function accessTierOf(profile: Profile | null): SubscriptionTier {
  if (!profile) return 'free';
  return isAdminRole(profile.role) ? 'admin' : profile.subscriptionTier;
}

/** Whether a member of this tier reaches the required one (tiers rank as spec §4 lists them). */
export function tierReaches(tier: SubscriptionTier, required: SubscriptionTier): boolean {
  return subscriptionTiers.indexOf(tier) >= subscriptionTiers.indexOf(required);
}

/** The 403 an upgrade would lift, naming the tier. */
export function upgradeRequired(what: string, requiredTier: SubscriptionTier): AppError {
  return new AppError(
    403,
    'upgrade_required',
    `${what} is part of the ${subscriptionTierLabels[requiredTier]} membership. Upgrade to open it.`,
    undefined,
    { requiredTier },
  );
}
