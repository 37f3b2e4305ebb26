import type Stripe from 'stripe';
import type { PaidTier } from '@shared/billing/plan-features';
import type { SubscriptionTier, subscriptionStatuses } from '@shared/profiles/profiles.schemas';
import type { DbOrTx } from '../../db/client';
import { planMail, planPrice, sendNotice, type PlanNotice } from '../../mail/member-mails';
import { AppError, badRequest } from '../../lib/app-error';
import { setSubscriptionStatus } from '../profiles/profiles.service';
import * as repo from './billing.repository';
import { isPaidTier, type BillingChangeDeps } from './billing.service';
import { cancelSubscriptionNow } from './stripe-billing';

type Status = (typeof subscriptionStatuses)[number];
interface Grant {
  tier: SubscriptionTier;
  status: Status;
}
/** What one event may change, inside its transaction. */
interface EventContext {
  tx: DbOrTx;
  stripe: Stripe;
  priceIds: Record<PaidTier, string>;
  /** When Stripe created the event: events arrive in any order, and this orders them. */
  createdAt: Date;
  /** Members whose tier was written: reported as changed once the transaction has committed. */
  changed: string[];
  /** Tiers that changed, with the member's address: mailed once the transaction has committed. */
  tierChanges: TierChange[];
}
interface TierChange {
  email: string;
  from: SubscriptionTier;
  to: Grant;
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
  deps: Pick<BillingChangeDeps, 'db' | 'stripe' | 'prices' | 'mailer' | 'appUrl' | 'log'>,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<{ applied: boolean; changedMembers: string[] }> {
  const { stripe } = deps;
  if (!stripe || !rawBody || !signature) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    throw invalidSignature();
  }
  if (!Number.isInteger(event.created)) throw badRequest('The event has no creation time.');
  const changed: string[] = [];
  const tierChanges: TierChange[] = [];
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimEvent(tx, event.id, event.type))) return false;
    const createdAt = new Date(event.created * 1000);
    const context = { tx, stripe: stripe.client, priceIds: stripe.priceIds, createdAt, changed, tierChanges };
    switch (event.type) {
      case 'checkout.session.completed': {
        // Delayed payment methods (bank debits) complete the session unpaid; the money arrives, or not,
        // with checkout.session.async_payment_succeeded (or _failed, which grants nothing).
        const { payment_status } = event.data.object;
        const paid = payment_status === 'paid' || payment_status === 'no_payment_required';
        await applyCheckout(context, event.data.object, paid);
        break;
      }
      case 'checkout.session.async_payment_succeeded':
        await applyCheckout(context, event.data.object, true);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(context, event.data.object, event.type === 'customer.subscription.deleted');
        break;
    }
    return true;
  });
  for (const change of tierChanges) {
    await sendNotice(deps, planMail(deps.appUrl, planNoticeOf(change, deps.prices)));
  }
  // The route reports these members changed once the transaction has committed.
  return { applied, changedMembers: [...new Set(changed)] };
}

/** What the member is told of a tier their payments changed: the new plan, or the paid one that ended. */
function planNoticeOf(change: TierChange, prices: BillingChangeDeps['prices']): PlanNotice {
  const { email: to, from, to: now } = change;
  if (now.tier !== 'free') {
    return { kind: 'changed', to, from, plan: now.tier, price: planPrice(now.tier, prices), charged: true };
  }
  const reason = now.status === 'canceled' ? 'cancelled' : 'unpaid';
  return { kind: 'ended', to, plan: from, price: planPrice(from, prices), reason };
}

/** A completed Checkout: the customer is recorded; the tier bought is granted only once it is paid. */
async function applyCheckout(context: EventContext, session: Stripe.Checkout.Session, paid: boolean) {
  const { tx, createdAt } = context;
  const userId = session.metadata?.userId ?? session.client_reference_id;
  const tier = session.metadata?.tier;
  // An account deleted since the checkout has nothing left to grant to.
  if (!userId || !isPaidTier(tier) || !(await repo.memberExists(tx, userId))) return;
  const customerId = idOf(session.customer);
  const customerFields = customerId ? { stripeCustomerId: customerId } : {};
  if (!paid) {
    await repo.saveCustomer(tx, userId, customerFields);
    return;
  }
  if (tier === 'lifetime_mastery') {
    // A monthly plan they had would go on charging for what they now own: it ends at once, inside this
    // transaction, so a Stripe that cannot be reached rolls the event back and its retry tries again.
    const renewing = (await repo.findCustomer(tx, userId))?.stripeSubscriptionId;
    if (renewing) await cancelSubscriptionNow(context.stripe, renewing);
    const owner = await repo.saveCustomer(tx, userId, {
      ...customerFields,
      lifetimePurchasedAt: createdAt,
      stripeSubscriptionId: null,
    });
    await grant(context, owner, { tier, status: 'active' });
    return;
  }
  const customer = await repo.saveCustomer(tx, userId, customerFields);
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId || isStale(customer, createdAt)) return;
  const subscriber = await repo.saveCustomer(tx, userId, {
    stripeSubscriptionId: subscriptionId,
    subscriptionEventAt: createdAt,
  });
  await grant(context, subscriber, { tier, status: 'active' });
}

/**
 * A change to a subscription. Only the member's current subscription (the one their paid checkout started)
 * decides their tier, and only with an event newer than the last one applied: Stripe does not deliver in
 * order, and the event's own object is the subscription as it was when the event was created. An ended
 * subscription is forgotten, so nothing delivered about it later can revive it.
 */
async function applySubscription(context: EventContext, subscription: Stripe.Subscription, deleted: boolean) {
  const { tx, createdAt } = context;
  const customerId = idOf(subscription.customer);
  const customer = customerId ? await repo.lockCustomerByStripeId(tx, customerId) : null;
  if (!customer || customer.stripeSubscriptionId !== subscription.id || isStale(customer, createdAt)) return;
  const ended = deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const saved = await repo.saveCustomer(tx, customer.userId, {
    subscriptionEventAt: createdAt,
    ...(ended ? { stripeSubscriptionId: null } : {}),
  });
  await grant(context, saved, ended ? { tier: 'free', status: 'canceled' } : grantOf(subscription, context));
}

/** Events created in the same second are applied in the order they arrive. */
const isStale = (customer: repo.BillingCustomer, createdAt: Date) =>
  customer.subscriptionEventAt !== null && createdAt < customer.subscriptionEventAt;

/** What a live subscription pays for: the tier of its current price, while Stripe is still collecting. */
function grantOf(subscription: Stripe.Subscription, context: EventContext): Grant {
  const tier = tierOfPrices(subscription, context.priceIds);
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return { tier, status: 'active' };
    // Stripe retries a failed payment while past due; access ends when it gives up (unpaid or canceled).
    case 'past_due':
      return { tier, status: 'past_due' };
    // unpaid, paused, incomplete: this period was not paid for.
    default:
      return { tier: 'free', status: 'past_due' };
  }
}

/** The highest tier among the subscription's prices; a price not configured buys nothing. */
function tierOfPrices(
  subscription: Stripe.Subscription,
  priceIds: Record<PaidTier, string>,
): SubscriptionTier {
  const prices = new Set(subscription.items.data.map((item) => item.price.id));
  // The lifetime price is paid once: a subscription never buys it.
  for (const tier of ['premium', 'growth'] as const) {
    if (priceIds[tier] && prices.has(priceIds[tier])) return tier;
  }
  return 'free';
}

/**
 * Writes what the member's payments entitle them to: a lifetime purchase outranks any subscription, and a
 * tier 'admin' (given by an admin, never bought) is left alone.
 */
async function grant(context: EventContext, customer: repo.BillingCustomer, fromPayments: Grant) {
  const { tx, changed } = context;
  const stored = (await repo.lockStoredTier(tx, customer.userId)) ?? 'free';
  if (stored === 'admin') return;
  const entitled: Grant = customer.lifetimePurchasedAt
    ? { tier: 'lifetime_mastery', status: 'active' }
    : fromPayments;
  const written = await setSubscriptionStatus(tx, customer.userId, {
    subscriptionTier: entitled.tier,
    subscriptionStatus: entitled.status,
  });
  if (!written) return;
  changed.push(customer.userId);
  const email = entitled.tier === stored ? null : await repo.findMemberEmail(tx, customer.userId);
  if (email) context.tierChanges.push({ email, from: stored, to: entitled });
}
