import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import {
  checkoutSession,
  deliver,
  fakeStripeSubscriptions,
  membershipOf,
  stripeEnv,
  stripeEvent,
  stripeId,
  subscription,
} from './stripe-webhook.test-kit';

const stripe = fakeStripeSubscriptions();

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ env: stripeEnv, stripeFetch: stripe.fetch });
});
afterAll(() => app.close());
beforeEach(() => {
  stripe.calls.length = 0;
  stripe.state = 'active';
});

/** A member paying for Premium every month through Stripe (set up by the checkout webhook alone). */
async function subscriber() {
  const member = await signUpMember(app);
  const subscriptionId = stripeId('sub');
  const customer = stripeId('cus');
  const session = checkoutSession({
    userId: member.userId,
    tier: 'premium',
    customer,
    subscription: subscriptionId,
    paymentStatus: 'paid',
  });
  expect(await deliver(app, stripeEvent('checkout.session.completed', session))).toBe(200);
  stripe.calls.length = 0;
  return { ...member, subscriptionId, customer };
}

const deleteOwnAccount = (member: { cookie: string; password: string }) =>
  app.server.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    payload: { password: member.password },
  });

describe('a deleted account is never charged again', () => {
  it('deleting their own account cancels the renewing subscription at Stripe at once', async () => {
    const member = await subscriber();
    expect((await deleteOwnAccount(member)).statusCode).toBe(200);
    expect(stripe.calls).toEqual([
      `GET /v1/subscriptions/${member.subscriptionId}`,
      `DELETE /v1/subscriptions/${member.subscriptionId}`,
    ]);
  });

  it('an admin deleting a paying member cancels their subscription too', async () => {
    const admin = await signUpAdmin(app);
    const member = await subscriber();
    const response = await app.server.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.userId}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(stripe.calls).toContain(`DELETE /v1/subscriptions/${member.subscriptionId}`);
  });

  it('when Stripe cannot be reached, the account stays and the member is told to try again', async () => {
    const member = await subscriber();
    stripe.state = 'unreachable';
    const response = await deleteOwnAccount(member);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('billing_unavailable');
    // Still signed in, still Premium: nothing of the deletion happened.
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'premium', status: 'active' });
  });

  it('a subscription Stripe has ended already is not cancelled again', async () => {
    const member = await subscriber();
    stripe.state = 'canceled';
    expect((await deleteOwnAccount(member)).statusCode).toBe(200);
    expect(stripe.calls).toEqual([`GET /v1/subscriptions/${member.subscriptionId}`]);
  });

  it('a member with nothing renewing is deleted without asking Stripe', async () => {
    const member = await signUpMember(app);
    expect((await deleteOwnAccount(member)).statusCode).toBe(200);
    expect(stripe.calls).toEqual([]);
  });
});

describe('buying Lifetime Mastery ends the monthly plan it replaces', () => {
  const lifetimePaid = (member: { userId: string; customer: string }) =>
    deliver(
      app,
      stripeEvent(
        'checkout.session.completed',
        checkoutSession({
          userId: member.userId,
          tier: 'lifetime_mastery',
          customer: member.customer,
          paymentStatus: 'paid',
        }),
      ),
    );

  it('cancels the running subscription at once and keeps Lifetime Mastery when Stripe reports it ended', async () => {
    const member = await subscriber();
    expect(await lifetimePaid(member)).toBe(200);
    expect(stripe.calls).toContain(`DELETE /v1/subscriptions/${member.subscriptionId}`);
    expect((await membershipOf(app, member.cookie)).tier).toBe('lifetime_mastery');
    // Stripe then tells us the cancelled subscription ended: that must not take the lifetime plan away.
    const ended = subscription({
      id: member.subscriptionId,
      customer: member.customer,
      status: 'canceled',
      price: stripeEnv.STRIPE_PRICE_PREMIUM,
    });
    expect(await deliver(app, stripeEvent('customer.subscription.deleted', ended))).toBe(200);
    expect(await membershipOf(app, member.cookie)).toEqual({ tier: 'lifetime_mastery', status: 'active' });
  });

  it('when Stripe cannot be reached, the event is refused so that its retry cancels the plan', async () => {
    const member = await subscriber();
    stripe.state = 'unreachable';
    expect(await lifetimePaid(member)).toBe(502);
    expect((await membershipOf(app, member.cookie)).tier).toBe('premium');
  });
});
