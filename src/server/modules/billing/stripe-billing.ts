import type Stripe from 'stripe';
import type { PaidTier } from '@shared/billing/plan-features';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { BillingProvider } from './billing-provider';
import * as repo from './billing.repository';
import { BILLING_UNAVAILABLE, NO_STRIPE_CUSTOMER } from './billing.service';

/**
 * Runs one call to Stripe. Stripe unreachable, failing or refusing is no fault of the member's: a 502 they
 * can retry, never a 500; the route logs Stripe's own reason (the error's cause).
 */
async function callStripe<T>(stripe: Stripe, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof stripe.errors.StripeError)) throw error;
    const unavailable = new AppError(502, 'billing_unavailable', BILLING_UNAVAILABLE);
    unavailable.cause = error;
    throw unavailable;
  }
}

/** Ends a subscription at once, so it never charges again; one Stripe ended already is left as it is. */
export async function cancelSubscriptionNow(stripe: Stripe, subscriptionId: string): Promise<void> {
  // Ended already (cancelled at Stripe, its webhook not yet here): nothing renews, nothing to cancel.
  const subscription = await callStripe(stripe, () => stripe.subscriptions.retrieve(subscriptionId));
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await callStripe(stripe, () => stripe.subscriptions.cancel(subscriptionId));
}

/** When a subscription set to cancel at its period's end stops: Stripe's cancel_at, else its items' period end. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items?.data.map((item) => item.current_period_end) ?? [];
  const seconds = subscription.cancel_at ?? (ends.length > 0 ? Math.max(...ends) : null);
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** Stripe Checkout and subscriptions; the tier itself changes only when a signed webhook says so. */
export function createStripeProvider(options: {
  db: Database;
  stripe: Stripe;
  priceIds: Record<PaidTier, string>;
  appUrl: string;
}): BillingProvider {
  const { stripe, db } = options;
  return {
    name: 'stripe',
    canCheckout: true,
    async checkout(member, tier) {
      const customer = await repo.findCustomer(db, member.userId);
      const session = await callStripe(stripe, () =>
        stripe.checkout.sessions.create({
          mode: tier === 'lifetime_mastery' ? 'payment' : 'subscription',
          line_items: [{ price: options.priceIds[tier], quantity: 1 }],
          client_reference_id: member.userId,
          metadata: { userId: member.userId, tier },
          ...(customer?.stripeCustomerId
            ? { customer: customer.stripeCustomerId }
            : { customer_email: member.email }),
          success_url: `${options.appUrl}/subscription?checkout=success`,
          cancel_url: `${options.appUrl}/subscription?checkout=cancelled`,
        }),
      );
      if (!session.url)
        throw new AppError(502, 'billing_unavailable', 'The payment page could not be opened.');
      return { kind: 'redirect', url: session.url };
    },
    async cancel(member) {
      const customer = await repo.findCustomer(db, member.userId);
      if (!customer?.stripeSubscriptionId) throw badRequest('There is no subscription to cancel.');
      const subscriptionId = customer.stripeSubscriptionId;
      const updated = await callStripe(stripe, () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return { when: 'at-period-end', endsAt: periodEndOf(updated) };
    },
    async endForLeavingMember(tx, member) {
      const subscriptionId = (await repo.findCustomer(tx, member.userId))?.stripeSubscriptionId;
      if (subscriptionId) await cancelSubscriptionNow(stripe, subscriptionId);
    },
    async hasPortal(member) {
      return Boolean((await repo.findCustomer(db, member.userId))?.stripeCustomerId);
    },
    async openPortal(member) {
      // The customer id arrives with the checkout webhook; a member who never paid has none.
      const customer = await repo.findCustomer(db, member.userId);
      if (!customer?.stripeCustomerId) throw new AppError(409, 'no_billing_customer', NO_STRIPE_CUSTOMER);
      const customerId = customer.stripeCustomerId;
      const session = await callStripe(stripe, () =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: `${options.appUrl}/subscription`,
        }),
      );
      return { url: session.url };
    },
  };
}
