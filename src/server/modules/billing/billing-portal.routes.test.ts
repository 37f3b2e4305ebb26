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
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_portal';

/** What the app asked of Stripe; answered here, so the network is never used. */
const stripeCalls: { url: string; body: URLSearchParams }[] = [];
const fakeStripeFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  stripeCalls.push({ url, body: new URLSearchParams(String(init?.body ?? '')) });
  if (url === 'https://api.stripe.com/v1/billing_portal/sessions' && init?.method === 'POST') {
    return Response.json({ id: 'bps_test', object: 'billing_portal.session', url: PORTAL_URL });
  }
  return Response.json({ error: { type: 'invalid_request_error', message: 'Not faked' } }, { status: 404 });
};

let builtIn: TestApp;
let withStripe: TestApp;
beforeAll(async () => {
  builtIn = await buildTestApp();
  withStripe = await buildTestApp({ env: stripeEnv, stripeFetch: fakeStripeFetch });
});
afterAll(async () => {
  await builtIn.close();
  await withStripe.close();
});

const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie?: string) =>
  app.server.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

/** A signed checkout.session.completed, as Stripe sends after payment: it stores the customer id. */
async function paidThroughStripe(userId: string, customer: string) {
  const payload = JSON.stringify({
    id: `evt_${customer}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: 1_700_000_000,
    data: {
      object: {
        object: 'checkout.session',
        client_reference_id: userId,
        metadata: { userId, tier: 'growth' },
        customer,
        subscription: `sub_${customer}`,
        payment_status: 'paid',
      },
    },
  });
  const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const response = await withStripe.server.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.statusCode).toBe(200);
}

describe('POST /api/billing/portal', () => {
  it("opens Stripe's billing portal for the customer stored from the checkout webhook", async () => {
    const member = await signUpMember(withStripe);
    await paidThroughStripe(member.userId, 'cus_portal1');
    const plans = (await call(withStripe, 'GET', '/api/billing/plans', member.cookie)).json();
    expect(plans).toMatchObject({ provider: 'stripe', canManageBilling: true });
    stripeCalls.length = 0;

    const response = await call(withStripe, 'POST', '/api/billing/portal', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: PORTAL_URL });
    expect(stripeCalls).toHaveLength(1);
    expect(Object.fromEntries(stripeCalls[0]!.body)).toEqual({
      customer: 'cus_portal1',
      return_url: `${TEST_ORIGIN}/subscription`,
    });
  });

  it('answers 409 to a member without a Stripe customer, without asking Stripe', async () => {
    const member = await signUpMember(withStripe);
    expect((await call(withStripe, 'GET', '/api/billing/plans', member.cookie)).json().canManageBilling).toBe(
      false,
    );
    stripeCalls.length = 0;
    const response = await call(withStripe, 'POST', '/api/billing/portal', member.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'no_billing_customer',
      message: 'You have no payments to manage yet.',
    });
    expect(stripeCalls).toEqual([]);
  });

  it('answers 409 with the built-in provider, which has no portal', async () => {
    const member = await signUpMember(builtIn);
    expect((await call(builtIn, 'GET', '/api/billing/plans', member.cookie)).json().canManageBilling).toBe(
      false,
    );
    const response = await call(builtIn, 'POST', '/api/billing/portal', member.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'no_billing_portal',
      message: expect.stringContaining('nothing to manage'),
    });
  });

  it('is refused to visitors', async () => {
    expect((await call(withStripe, 'POST', '/api/billing/portal')).statusCode).toBe(401);
  });
});
