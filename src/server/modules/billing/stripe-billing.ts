import type Stripe from 'stripe';
import type { PaidTier } from '@shared/billing/plan-features';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../plugins/app-error';
import type { BillingProvider } from './billing-provider';
import * as repo from './billing.repository';
import { NO_STRIPE_CUSTOMER, isPaidTier, setTier, type BillingDeps } from './billing.service';

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
      const session = await stripe.checkout.sessions.create({
        mode: tier === 'lifetime_mastery' ? 'payment' : 'subscription',
        line_items: [{ price: options.priceIds[tier], quantity: 1 }],
        client_reference_id: member.userId,
        metadata: { userId: member.userId, tier },
        ...(customer?.stripeCustomerId
          ? { customer: customer.stripeCustomerId }
          : { customer_email: member.email }),
        success_url: `${options.appUrl}/subscription?checkout=success`,
        cancel_url: `${options.appUrl}/subscription?checkout=cancelled`,
      });
      if (!session.url)
        throw new AppError(502, 'billing_unavailable', 'The payment page could not be opened.');
      return { kind: 'redirect', url: session.url };
    },
    async cancel(member) {
      const customer = await repo.findCustomer(db, member.userId);
      if (!customer?.stripeSubscriptionId) throw badRequest('There is no subscription to cancel.');
      await stripe.subscriptions.update(customer.stripeSubscriptionId, { cancel_at_period_end: true });
      return 'at-period-end';
    },
    async hasPortal(member) {
      return Boolean((await repo.findCustomer(db, member.userId))?.stripeCustomerId);
    },
    async openPortal(member) {
      // The customer id arrives with the checkout webhook; a member who never paid has none.
      const customer = await repo.findCustomer(db, member.userId);
      if (!customer?.stripeCustomerId) throw new AppError(409, 'no_billing_customer', NO_STRIPE_CUSTOMER);
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.stripeCustomerId,
        return_url: `${options.appUrl}/subscription`,
      });
      return { url: session.url };
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const invalidSignature = () =>
  new AppError(400, 'invalid_signature', 'The webhook signature is missing or wrong.');

/**
 * Applies a Stripe webhook once: the signature is checked against the raw body, and the event id is
 * recorded in the same transaction as the change, so a repeated delivery changes nothing.
 */
export async function handleStripeWebhook(
  deps: Pick<BillingDeps, 'db' | 'sessions' | 'stripe'>,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<{ applied: boolean }> {
  if (!deps.stripe || !rawBody || !signature) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = deps.stripe.client.webhooks.constructEvent(rawBody, signature, deps.stripe.webhookSecret);
  } catch {
    throw invalidSignature();
  }
  const changed: string[] = [];
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimEvent(tx, event.id, event.type))) return false;
    const noInvalidate = {
      db: deps.db,
      sessions: { invalidateUser: async (id: string) => void changed.push(id) },
    };
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const userId = session.metadata?.userId ?? session.client_reference_id;
      const tier = session.metadata?.tier;
      if (!userId || !isPaidTier(tier)) return true;
      await repo.saveCustomer(tx, userId, {
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription),
      });
      await setTier(noInvalidate, tx, userId, tier, 'active');
    } else if (
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      const subscription = event.data.object;
      const userId = await repo.findUserByStripeCustomer(tx, idOf(subscription.customer) ?? '');
      if (!userId) return true;
      if (event.type === 'customer.subscription.deleted' || subscription.status === 'canceled') {
        await setTier(noInvalidate, tx, userId, 'free', 'canceled');
      } else if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
        await repo.setSubscriptionStatus(tx, userId, 'past_due');
        changed.push(userId);
      } else if (subscription.status === 'active') {
        await repo.setSubscriptionStatus(tx, userId, 'active');
        changed.push(userId);
      }
    }
    return true;
  });
  // Sessions are told only after the change is committed, so no request can cache the old tier again.
  for (const userId of changed) await deps.sessions.invalidateUser(userId);
  return { applied };
}
