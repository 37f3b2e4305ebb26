import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import {
  checkoutSession,
  deliver,
  membershipOf,
  stripeEnv,
  stripeEvent,
  stripeId,
} from './stripe-webhook.test-kit';

/** How the fake Stripe answers: the connection fails, or Stripe answers with a server error. */
let outage: 'unreachable' | 'server-error' = 'unreachable';
let stripeCalls = 0;
const failingStripeFetch: typeof fetch = async () => {
  stripeCalls += 1;
  if (outage === 'unreachable') throw new TypeError('fetch failed');
  return Response.json(
    { error: { type: 'api_error', message: 'Stripe is down for maintenance' } },
    { status: 503, headers: { 'stripe-should-retry': 'false' } },
  );
};

let app: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({ env: stripeEnv, stripeFetch: failingStripeFetch, logLines });
});
afterAll(() => app.close());
beforeEach(() => {
  stripeCalls = 0;
  logLines.length = 0;
});

const post = (url: string, cookie: string, payload?: object) =>
  app.server.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });

function expectUnavailable(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(502);
  expect(response.json().error).toEqual({
    code: 'billing_unavailable',
    message:
      'The payment service could not be reached. Nothing was charged or changed; please try again shortly.',
  });
  expect(stripeCalls).toBeGreaterThan(0);
  // The operator sees Stripe's own reason, which the member is not shown.
  const logged = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message?: string } });
  expect(logged).toContainEqual(
    expect.objectContaining({
      msg: 'payment provider failed',
      err: expect.objectContaining({ message: expect.stringMatching(/connection to Stripe|Stripe is down/) }),
    }),
  );
}

/** A member whose premium subscription was paid through Stripe (the webhook needs no call to Stripe). */
async function subscriber() {
  const member = await signUpMember(app);
  const session = checkoutSession({
    userId: member.userId,
    tier: 'premium',
    customer: stripeId('cus'),
    subscription: stripeId('sub'),
    paymentStatus: 'paid',
  });
  expect(await deliver(app, stripeEvent('checkout.session.completed', session))).toBe(200);
  return member;
}

describe('Stripe unreachable', () => {
  it('checkout answers 502 billing_unavailable when the connection fails', async () => {
    outage = 'unreachable';
    const member = await signUpMember(app);
    expectUnavailable(await post('/api/billing/checkout', member.cookie, { tier: 'premium' }));
    expect((await membershipOf(app, member.cookie)).tier).toBe('free');
  });

  it('checkout answers 502 billing_unavailable when Stripe answers with a server error', async () => {
    outage = 'server-error';
    const member = await signUpMember(app);
    expectUnavailable(await post('/api/billing/checkout', member.cookie, { tier: 'lifetime_mastery' }));
  });

  it('cancel answers 502 and the subscription stays as it was', async () => {
    outage = 'server-error';
    const member = await subscriber();
    expectUnavailable(await post('/api/billing/cancel', member.cookie));
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
  });

  it('the billing portal answers 502', async () => {
    outage = 'unreachable';
    const member = await subscriber();
    expectUnavailable(await post('/api/billing/portal', member.cookie));
  });
});
