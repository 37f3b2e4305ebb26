import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import {
  checkoutSession,
  deliver,
  fakeStripeSubscriptions,
  membershipOf,
  nextCreated,
  stripeEnv,
  stripeEvent,
  stripeId,
  subscription,
} from './stripe-webhook.test-kit';

let app: TestApp;
// Webhooks need no call to Stripe, except a lifetime purchase ending the subscription it replaces.
const stripe = fakeStripeSubscriptions();
beforeAll(async () => {
  app = await buildTestApp({ env: stripeEnv, stripeFetch: stripe.fetch });
});
afterAll(() => app.close());

/** A member and the Stripe ids their purchases will carry. */
async function buyer() {
  const member = await signUpMember(app);
  return { ...member, customer: stripeId('cus'), sub: stripeId('sub') };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const completed = (
  member: Buyer,
  tier: string,
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required',
  created = nextCreated(),
) =>
  stripeEvent(
    'checkout.session.completed',
    checkoutSession({
      userId: member.userId,
      tier,
      customer: member.customer,
      paymentStatus,
      ...(tier === 'lifetime_mastery' ? {} : { subscription: member.sub }),
    }),
    created,
  );

const subscriptionEvent = (
  member: Buyer,
  type: 'updated' | 'deleted',
  status: string,
  price: string,
  created = nextCreated(),
  id = member.sub,
) =>
  stripeEvent(
    `customer.subscription.${type}`,
    subscription({ id, customer: member.customer, status, price }),
    created,
  );

/** A member who paid for premium by subscription. */
async function premiumSubscriber() {
  const member = await buyer();
  expect(await deliver(app, completed(member, 'premium', 'paid'))).toBe(200);
  expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
  return member;
}

describe('checkout sessions', () => {
  it('grants nothing while the payment is unpaid, and the tier once the delayed payment succeeds', async () => {
    const member = await buyer();
    const pending = completed(member, 'lifetime_mastery', 'unpaid');
    expect(await deliver(app, pending)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'active' });

    const session = { ...pending.data.object, payment_status: 'paid' };
    expect(await deliver(app, stripeEvent('checkout.session.async_payment_succeeded', session))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'lifetime_mastery', status: 'active' });
  });

  it('grants nothing when the delayed payment fails; a checkout needing no payment grants its tier', async () => {
    const member = await buyer();
    const pending = completed(member, 'premium', 'unpaid');
    expect(await deliver(app, pending)).toBe(200);
    const failed = stripeEvent('checkout.session.async_payment_failed', pending.data.object);
    expect(await deliver(app, failed)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'active' });

    // A 100% coupon: Stripe completes the session with nothing to pay.
    expect(await deliver(app, completed(member, 'growth', 'no_payment_required'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'growth', status: 'active' });
  });

  it('acknowledges, and ignores, a checkout for an account deleted since', async () => {
    const ghost = { ...(await buyer()), userId: 'user-deleted-since' };
    expect(await deliver(app, completed(ghost, 'premium', 'paid'))).toBe(200);
  });
});

describe('subscription changes', () => {
  it('takes the tier from the current price: cheaper lowers it, dearer raises it, unknown grants nothing', async () => {
    const member = await premiumSubscriber();
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'active', 'price_growth'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'growth', status: 'active' });
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'active', 'price_premium'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
    // The lifetime price is paid once: a subscription to it (or to a price not configured) buys no tier.
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'active', 'price_lifetime'))).toBe(200);
    expect((await membershipOf(app, member.cookie)).tier).toBe('free');
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'active', 'price_other'))).toBe(200);
    expect((await membershipOf(app, member.cookie)).tier).toBe('free');
  });

  it('keeps the tier while past due, withholds it once unpaid, and restores it when paid', async () => {
    const member = await premiumSubscriber();
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'past_due', 'price_premium'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'past_due' });
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'unpaid', 'price_premium'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'past_due' });
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'active', 'price_premium'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
  });

  it("ignores events about another of the customer's subscriptions", async () => {
    const member = await premiumSubscriber();
    const other = stripeId('sub');
    const deleted = subscriptionEvent(member, 'deleted', 'canceled', 'price_growth', nextCreated(), other);
    expect(await deliver(app, deleted)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
  });
});

describe('lifetime purchases', () => {
  it('outrank the subscription bought before: no later subscription event lowers them', async () => {
    const member = await premiumSubscriber();
    expect(await deliver(app, completed(member, 'lifetime_mastery', 'paid'))).toBe(200);
    const lifetime = { tier: 'lifetime_mastery', status: 'active' };
    expect(await membershipOf(app, member.cookie)).toEqual(lifetime);

    for (const [type, status, price] of [
      ['updated', 'active', 'price_growth'],
      ['updated', 'past_due', 'price_growth'],
      ['deleted', 'canceled', 'price_growth'],
    ] as const) {
      expect(await deliver(app, subscriptionEvent(member, type, status, price))).toBe(200);
      expect(await membershipOf(app, member.cookie)).toEqual(lifetime);
    }
    // A subscription bought later does not lower it either.
    expect(await deliver(app, completed({ ...member, sub: stripeId('sub') }, 'growth', 'paid'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual(lifetime);
  });
});

describe('delivery order and repeats', () => {
  it('ignores an event older than one already applied', async () => {
    const member = await premiumSubscriber();
    const olderUpgrade = subscriptionEvent(member, 'updated', 'active', 'price_premium');
    const newerDowngrade = subscriptionEvent(member, 'updated', 'active', 'price_growth');
    expect(await deliver(app, newerDowngrade)).toBe(200);
    expect(await deliver(app, olderUpgrade)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'growth', status: 'active' });

    const olderActive = subscriptionEvent(member, 'updated', 'active', 'price_premium');
    const newerDeleted = subscriptionEvent(member, 'deleted', 'canceled', 'price_premium');
    expect(await deliver(app, newerDeleted)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'canceled' });
    expect(await deliver(app, olderActive)).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'canceled' });
    // The checkout that started the subscription, delivered late as another event: the end stands.
    expect(await deliver(app, completed(member, 'premium', 'paid', olderActive.created - 100))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'free', status: 'canceled' });
  });

  it('applies an event once: a repeated delivery changes nothing', async () => {
    const member = await premiumSubscriber();
    const downgrade = subscriptionEvent(member, 'updated', 'active', 'price_growth');
    expect(await deliver(app, downgrade)).toBe(200);
    expect((await membershipOf(app, member.cookie)).tier).toBe('growth');
    // An admin sets the tier by hand; the downgrade arrives again and must not undo it.
    const admin = await signUpAdmin(app);
    const patch = await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { subscriptionTier: 'premium' },
    });
    expect(patch.statusCode).toBe(200);
    expect(await deliver(app, downgrade)).toBe(200);
    expect((await membershipOf(app, member.cookie)).tier).toBe('premium');
  });
});

describe('admins', () => {
  it("never change a tier 'admin' given by an admin; an admin by role has their payments recorded", async () => {
    const admin = await signUpAdmin(app);
    const member = await premiumSubscriber();
    const patch = await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { subscriptionTier: 'admin' },
    });
    expect(patch.statusCode).toBe(200);
    expect(await deliver(app, subscriptionEvent(member, 'updated', 'past_due', 'price_growth'))).toBe(200);
    expect(await deliver(app, subscriptionEvent(member, 'deleted', 'canceled', 'price_growth'))).toBe(200);
    expect(await deliver(app, completed(member, 'lifetime_mastery', 'paid'))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'admin', status: 'active' });

    // The role gives an admin full access whatever they pay; their paid tier is what they keep if demoted.
    const payingAdmin = { ...admin, customer: stripeId('cus'), sub: stripeId('sub') };
    expect(await deliver(app, completed(payingAdmin, 'growth', 'paid'))).toBe(200);
    expect(await membershipOf(app, admin.cookie)).toEqual({ tier: 'growth', status: 'active' });
  });
});
