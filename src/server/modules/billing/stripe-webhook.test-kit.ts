import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe configured with offline keys and the three price ids a subscription's items are matched against. */
export const stripeEnv = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_GROWTH: 'price_growth',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_LIFETIME_MASTERY: 'price_lifetime',
};

const signer = new Stripe('sk_test_offline');

/** A fresh id with Stripe's prefix, so tests never share customers, subscriptions or events. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

let clock = 1_750_000_000;
/** Event creation times (Unix seconds), later at each call: the order Stripe created the events in. */
export const nextCreated = () => (clock += 10);

export interface StripeTestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: object };
}

export function stripeEvent(type: string, object: object, created = nextCreated()): StripeTestEvent {
  return { id: stripeId('evt'), object: 'event', type, created, data: { object } };
}

/** A Checkout Session as Stripe sends it, for a tier the app asked for in its metadata. */
export function checkoutSession(options: {
  userId: string;
  tier: string;
  customer: string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  subscription?: string;
}) {
  return {
    id: stripeId('cs'),
    object: 'checkout.session',
    mode: options.subscription ? 'subscription' : 'payment',
    client_reference_id: options.userId,
    metadata: { userId: options.userId, tier: options.tier },
    customer: options.customer,
    subscription: options.subscription ?? null,
    status: 'complete',
    payment_status: options.paymentStatus,
  };
}

/** A Subscription as Stripe sends it: its status and its current price. */
export function subscription(options: { id: string; customer: string; status: string; price: string }) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    items: {
      object: 'list',
      data: [{ id: stripeId('si'), object: 'subscription_item', price: { id: options.price } }],
    },
  };
}

/** Posts an event to the webhook with a valid signature; answers the HTTP status. */
export async function deliver(app: TestApp, event: StripeTestEvent, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  return response.statusCode;
}

/** The member's stored tier and status, as their next request sees them. */
export async function membershipOf(app: TestApp, cookie: string) {
  const response = await app.server.inject({
    method: 'GET',
    url: '/api/account/session',
    headers: { origin: TEST_ORIGIN, cookie },
  });
  const { subscriptionTier, subscriptionStatus } = response.json().profile;
  return { tier: subscriptionTier as string, status: subscriptionStatus as string };
}

/**
 * A fake Stripe API for the calls the app makes about subscriptions (retrieve, cancel): it records each call
 * ("DELETE /v1/subscriptions/sub_…") and answers as `state` says, or fails to connect.
 */
export function fakeStripeSubscriptions() {
  const fake = {
    calls: [] as string[],
    state: 'active' as 'active' | 'canceled' | 'unreachable',
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      fake.calls.push(`${method} ${url.pathname}`);
      if (fake.state === 'unreachable') throw new TypeError('fetch failed');
      const id = url.pathname.split('/').pop() ?? '';
      const status = method === 'DELETE' ? 'canceled' : fake.state;
      return Response.json({ id, object: 'subscription', status, items: { object: 'list', data: [] } });
    }) as typeof fetch,
  };
  return fake;
}
