import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeEnv = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_GROWTH: 'price_growth',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_LIFETIME_MASTERY: 'price_lifetime',
};
const stripe = new Stripe('sk_test_offline');

let builtIn: TestApp;
let withStripe: TestApp;
beforeAll(async () => {
  builtIn = await buildTestApp({ seedContent: true });
  withStripe = await buildTestApp({ env: stripeEnv });
});
afterAll(async () => {
  await builtIn.close();
  await withStripe.close();
});

const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.server.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const tierOf = async (app: TestApp, cookie: string) =>
  (await call(app, 'GET', '/api/account/session', cookie)).json().profile.subscriptionTier;

describe('built-in provider', () => {
  it('lists the tiers with prices from configuration and the current tier', async () => {
    const member = await signUpMember(builtIn);
    const plans = (await call(builtIn, 'GET', '/api/billing/plans', member.cookie)).json();
    expect(plans).toMatchObject({
      provider: 'none',
      canCheckout: true,
      current: { tier: 'free', status: 'active' },
    });
    expect(plans.plans.map((p: { tier: string; price: string }) => [p.tier, p.price])).toEqual([
      ['free', 'Free'],
      ['growth', '$9 / month'],
      ['premium', '$19 / month'],
      ['lifetime_mastery', '$299 once'],
    ]);
  });

  it('shows a visitor every plan with its price and forum channels, and no tier of their own', async () => {
    const response = await call(builtIn, 'GET', '/api/billing/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(plans).toMatchObject({ provider: 'none', canManageBilling: false, current: null });
    const growthChannels = [
      'Free User Questions',
      'General Discussion',
      'Questions & Support',
      'Skill Spotlight',
      'Tool Talk',
      'Wins & Celebrations',
    ];
    expect(
      plans.plans.map((p: { tier: string; price: string; channels: string[] }) => [
        p.tier,
        p.price,
        p.channels,
      ]),
    ).toEqual([
      ['free', 'Free', ['Free User Questions']],
      ['growth', '$9 / month', growthChannels],
      ['premium', '$19 / month', growthChannels],
      ['lifetime_mastery', '$299 once', [...growthChannels, 'Lifetime Masters']],
    ]);
    expect(plans.plans[0].features).toContain('Free skills and exercises');
  });

  it('gives a member their own tier once they have changed it', async () => {
    const member = await signUpMember(builtIn);
    await call(builtIn, 'POST', '/api/billing/checkout', member.cookie, { tier: 'growth' });
    const plans = (await call(builtIn, 'GET', '/api/billing/plans', member.cookie)).json();
    expect(plans.current).toEqual({ tier: 'growth', status: 'active' });
    expect(plans.plans.map((p: { channels: string[] }) => p.channels.length)).toEqual([1, 6, 6, 7]);
  });

  it('changes the tier at once, and the next request sees it; cancel returns to free', async () => {
    const member = await signUpMember(builtIn);
    expect(await tierOf(builtIn, member.cookie)).toBe('free'); // cached now
    const upgrade = await call(builtIn, 'POST', '/api/billing/checkout', member.cookie, { tier: 'premium' });
    expect(upgrade.json()).toEqual({ url: null, tier: 'premium' });
    expect(await tierOf(builtIn, member.cookie)).toBe('premium');
    const cancel = await call(builtIn, 'POST', '/api/billing/cancel', member.cookie);
    expect(cancel.json()).toEqual({ when: 'now' });
    expect(await tierOf(builtIn, member.cookie)).toBe('free');
    expect(
      (await call(builtIn, 'POST', '/api/billing/checkout', member.cookie, { tier: 'admin' })).statusCode,
    ).toBe(400);
  });

  it('is refused in production unless ALLOW_FREE_UPGRADES=true', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production' }, shareDatabaseWith: builtIn });
    try {
      const member = await signUpMember(production);
      expect((await call(production, 'GET', '/api/billing/plans', member.cookie)).json().canCheckout).toBe(
        false,
      );
      const refused = await call(production, 'POST', '/api/billing/checkout', member.cookie, {
        tier: 'premium',
      });
      expect(refused.statusCode).toBe(403);
      expect(await tierOf(production, member.cookie)).toBe('free');
    } finally {
      await production.close();
    }
    const allowed = await buildTestApp({
      env: { NODE_ENV: 'production', ALLOW_FREE_UPGRADES: 'true' },
      shareDatabaseWith: builtIn,
    });
    try {
      const member = await signUpMember(allowed);
      expect(
        (await call(allowed, 'POST', '/api/billing/checkout', member.cookie, { tier: 'growth' })).statusCode,
      ).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});

function signedWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (payload: string, signature?: string) =>
  withStripe.server.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

const completed = (id: string, userId: string, tier: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  created: 1_700_000_000,
  data: {
    object: {
      object: 'checkout.session',
      client_reference_id: userId,
      metadata: { userId, tier },
      customer: `cus_${id}`,
      subscription: `sub_${id}`,
      payment_status: 'paid',
    },
  },
});

describe('Stripe webhook', () => {
  it('upgrades once from a signed event, even when delivered twice', async () => {
    const member = await signUpMember(withStripe);
    expect(await tierOf(withStripe, member.cookie)).toBe('free');
    const { payload, signature } = signedWebhook(completed('evt_a1', member.userId, 'premium'));
    const first = await deliver(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(await tierOf(withStripe, member.cookie)).toBe('premium');

    // The member cancels at the provider; then the first event arrives again: it must not re-upgrade.
    const deleted = signedWebhook({
      id: 'evt_a2',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: 1_700_000_100,
      data: {
        object: {
          id: 'sub_evt_a1',
          object: 'subscription',
          customer: 'cus_evt_a1',
          status: 'canceled',
          items: { data: [{ price: { id: 'price_premium' } }] },
        },
      },
    });
    expect((await deliver(deleted.payload, deleted.signature)).statusCode).toBe(200);
    expect(await tierOf(withStripe, member.cookie)).toBe('free');
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await tierOf(withStripe, member.cookie)).toBe('free');
  });

  it('answers 400 and changes nothing when unsigned or wrongly signed', async () => {
    const member = await signUpMember(withStripe);
    const { payload } = signedWebhook(completed('evt_b1', member.userId, 'premium'));
    expect((await deliver(payload)).statusCode).toBe(400);
    const forged = signedWebhook(completed('evt_b1', member.userId, 'premium'), 'whsec_wrong');
    expect((await deliver(payload, forged.signature)).statusCode).toBe(400);
    // A body changed after signing fails too.
    const real = signedWebhook(completed('evt_b2', member.userId, 'growth'));
    expect((await deliver(real.payload.replace('growth', 'premium'), real.signature)).statusCode).toBe(400);
    expect(await tierOf(withStripe, member.cookie)).toBe('free');
  });

  it('answers 400 when Stripe is not configured', async () => {
    const member = await signUpMember(builtIn);
    const { payload, signature } = signedWebhook(completed('evt_c1', member.userId, 'premium'));
    const response = await builtIn.server.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.statusCode).toBe(400);
    expect(await tierOf(builtIn, member.cookie)).toBe('free');
  });
});
