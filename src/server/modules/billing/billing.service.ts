import type Stripe from 'stripe';
import type { CheckoutResult, Plans } from '@shared/billing/billing.schemas';
import {
  paidTiers,
  planFeatureLines,
  planTiers,
  tierNames,
  type PaidTier,
} from '@shared/billing/plan-features';
import { canAccessChannel, sortChannels } from '@shared/community/channel-access';
import type { SubscriptionTier, subscriptionStatuses } from '@shared/profiles/profiles.schemas';
import type { Database, DbOrTx } from '../../db/client';
import { planMail, planPrice, sendNotice, type NoticeDeps } from '../../mail/member-mails';
import { AppError, badRequest } from '../../lib/app-error';
import type { ContentService } from '../content/content.service';
import { setSubscriptionStatus } from '../profiles/profiles.service';
import type { Viewer } from '../../lib/viewer';
import type { BillingProvider } from './billing-provider';

type Status = (typeof subscriptionStatuses)[number];

/** A forum channel as the plans table needs it. */
export interface ForumChannel {
  name: string;
  requiredTier: string;
}

export interface BillingDeps extends Omit<NoticeDeps, 'log'> {
  db: Database;
  content: Pick<ContentService, 'getBundle'>;
  provider: BillingProvider;
  prices: Record<PaidTier, string>;
  /** The forum's channels with the tier each asks for (read from the forum, which owns them). */
  forumChannels: () => Promise<readonly ForumChannel[]>;
  /** Set only when Stripe is configured: verifies and reads webhook events. */
  stripe?: { client: Stripe; webhookSecret: string; priceIds: Record<PaidTier, string> };
}

/** What a change of plan needs: the billing deps and the request's log, for a mail that fails. */
export type BillingChangeDeps = BillingDeps & Pick<NoticeDeps, 'log'>;

export const SUBSCRIPTION_FAILED = 'Subscription Update Failed';
export const NO_PORTAL =
  'Billing is not handled by a payment provider on this site, so there is nothing to manage.';
export const NO_STRIPE_CUSTOMER = 'You have no payments to manage yet.';
export const BILLING_UNAVAILABLE =
  'The payment service could not be reached. Nothing was charged or changed; please try again shortly.';

/** Sets a member's tier (the route declares the member changed, so their next request sees it). */
export async function setTier(
  db: DbOrTx,
  userId: string,
  tier: SubscriptionTier,
  status: Status,
): Promise<void> {
  await setSubscriptionStatus(db, userId, { subscriptionTier: tier, subscriptionStatus: status });
}

/** The tiers side by side with their prices and what each opens, and the member's own (none for a visitor). */
export async function getPlans(deps: BillingDeps, viewer: Viewer | null): Promise<Plans> {
  const [{ bundle }, forumChannels] = await Promise.all([deps.content.getBundle(), deps.forumChannels()]);
  const channels = sortChannels(forumChannels);
  return {
    provider: deps.provider.name,
    canCheckout: deps.provider.canCheckout,
    canManageBilling: viewer ? await deps.provider.hasPortal({ userId: viewer.userId }) : false,
    current: viewer
      ? {
          tier: viewer.profile?.subscriptionTier ?? 'free',
          status: viewer.profile?.subscriptionStatus ?? 'active',
        }
      : null,
    plans: planTiers.map((tier) => ({
      tier,
      name: tierNames[tier],
      price: tier === 'free' ? 'Free' : deps.prices[tier],
      features: planFeatureLines(tier, bundle),
      // The same rule the forum enforces on every channel request.
      channels: channels.filter((c) => canAccessChannel(tier, c.requiredTier)).map((c) => c.name),
    })),
  };
}

/**
 * Upgrades or changes the member's plan: at once (built-in provider, and the member is mailed the new plan),
 * or through the provider's payment page (its webhook changes the tier and mails).
 */
export async function checkout(
  deps: BillingChangeDeps,
  viewer: Viewer,
  tier: PaidTier,
): Promise<CheckoutResult> {
  if (!deps.provider.canCheckout) {
    throw new AppError(403, 'billing_disabled', 'Upgrades are not available on this site yet.');
  }
  const outcome = await deps.provider.checkout({ userId: viewer.userId, email: viewer.email }, tier);
  if (outcome.kind === 'redirect') return { url: outcome.url, tier: viewer.tier };
  const from = viewer.profile?.subscriptionTier ?? 'free';
  if (from !== tier) {
    await sendNotice(
      deps,
      planMail(deps.appUrl, {
        kind: 'changed',
        to: viewer.email,
        from,
        plan: tier,
        price: deps.prices[tier],
        charged: deps.provider.name !== 'none',
      }),
    );
  }
  return { url: null, tier };
}

/** Cancels the member's paid plan and mails them when it ends: now, or at the end of the period paid for. */
export async function cancel(
  deps: BillingChangeDeps,
  viewer: Viewer,
): Promise<{ when: 'now' | 'at-period-end' }> {
  if (!viewer.profile || viewer.profile.subscriptionTier === 'free') {
    throw badRequest('You are on the free membership already.');
  }
  const plan = viewer.profile.subscriptionTier;
  const outcome = await deps.provider.cancel({ userId: viewer.userId });
  await sendNotice(
    deps,
    planMail(deps.appUrl, {
      kind: 'cancelled',
      to: viewer.email,
      plan,
      price: planPrice(plan, deps.prices),
      endsAt: outcome.when === 'now' ? 'now' : outcome.endsAt,
    }),
  );
  return { when: outcome.when };
}

/** The provider's billing page for the member ('Manage billing'). */
export async function openPortal(deps: BillingDeps, viewer: Viewer): Promise<{ url: string }> {
  return deps.provider.openPortal({ userId: viewer.userId });
}

/** The built-in provider: the tier changes at once. For the embedded default and for trying the product. */
export function createBuiltInProvider(db: Database, options: { allowed: boolean }): BillingProvider {
  return {
    name: 'none',
    canCheckout: options.allowed,
    async checkout(member, tier) {
      await setTier(db, member.userId, tier, 'active');
      return { kind: 'changed' };
    },
    async cancel(member) {
      await setTier(db, member.userId, 'free', 'active');
      return { when: 'now' };
    },
    // Nothing renews here: the tier goes with the account's rows.
    endForLeavingMember: async () => undefined,
    hasPortal: async () => false,
    async openPortal() {
      throw new AppError(409, 'no_billing_portal', NO_PORTAL);
    },
  };
}

export function isPaidTier(value: unknown): value is PaidTier {
  return (paidTiers as readonly unknown[]).includes(value);
}
