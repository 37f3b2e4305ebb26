import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import {
  checkoutSession,
  deliver,
  membershipOf,
  stripeEnv,
  stripeEvent,
  stripeId,
  subscription,
} from './stripe-webhook.test-kit';

// 31 December 2026, 12:00 UTC: when the fake Stripe says a cancelled subscription stops.
const PERIOD_END = 1_798_718_400;

/** Answers the one Stripe call cancelling makes, as Stripe does: the subscription, set to cancel. */
const fakeStripeFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const id = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/)?.[1];
  if (id && init?.method === 'POST') {
    return Response.json({
      id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: PERIOD_END,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: PERIOD_END }] },
    });
  }
  return Response.json({ error: { type: 'invalid_request_error', message: 'Not faked' } }, { status: 404 });
};

let builtIn: TestApp;
let withStripe: TestApp;
beforeAll(async () => {
  // Prices of the site's own: the mails must say what the billing setup says, not a figure of their own.
  builtIn = await buildTestApp({
    env: { PRICE_LABEL_PREMIUM: '€17 per month', PRICE_LABEL_GROWTH: '€8 per month' },
  });
  withStripe = await buildTestApp({ env: stripeEnv, stripeFetch: fakeStripeFetch });
});
afterAll(async () => {
  await builtIn.close();
  await withStripe.close();
});

const post = (app: TestApp, url: string, cookie: string, payload?: object) =>
  app.server.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
const mailsTo = (app: TestApp, email: string) => app.mail.filter((m) => m.to === email);

describe('plan mails with the built-in provider', () => {
  it('tells the member their new plan, its price and that it takes effect now, then the cancellation', async () => {
    const member = await signUpMember(builtIn);
    expect(
      (await post(builtIn, '/api/billing/checkout', member.cookie, { tier: 'premium' })).statusCode,
    ).toBe(200);
    const [changed, ...more] = mailsTo(builtIn, member.email);
    expect(more).toHaveLength(0);
    expect(changed?.subject).toBe('Your membership is now Premium');
    expect(changed?.text).toContain('from Free to Premium (€17 per month)');
    expect(changed?.text).toContain('It takes effect now');
    expect(changed?.text).toContain('nothing was charged');
    expect(changed?.link).toBe(`${TEST_ORIGIN}/subscription`);

    expect((await post(builtIn, '/api/billing/checkout', member.cookie, { tier: 'growth' })).statusCode).toBe(
      200,
    );
    expect(mailsTo(builtIn, member.email).at(-1)?.text).toContain('from Premium to Growth (€8 per month)');

    expect((await post(builtIn, '/api/billing/cancel', member.cookie)).json()).toEqual({ when: 'now' });
    const cancelled = mailsTo(builtIn, member.email).at(-1);
    expect(cancelled?.subject).toBe('Your Growth membership is cancelled');
    expect(cancelled?.text).toContain('Your Growth membership (€8 per month) is cancelled and ended now');
    expect(cancelled?.text).toContain('the Free membership (free of charge) from today');
  });

  it('sends nothing when the cancel is refused', async () => {
    const member = await signUpMember(builtIn);
    expect((await post(builtIn, '/api/billing/cancel', member.cookie)).statusCode).toBe(400);
    expect(mailsTo(builtIn, member.email)).toHaveLength(0);
  });
});

describe('plan mails with Stripe', () => {
  /** A member whose premium subscription Stripe's checkout webhook granted. */
  async function premiumSubscriber() {
    const member = await signUpMember(withStripe);
    const ids = { customer: stripeId('cus'), sub: stripeId('sub') };
    const paid = stripeEvent(
      'checkout.session.completed',
      checkoutSession({
        userId: member.userId,
        tier: 'premium',
        customer: ids.customer,
        subscription: ids.sub,
        paymentStatus: 'paid',
      }),
    );
    expect(await deliver(withStripe, paid)).toBe(200);
    return { ...member, ...ids, paid };
  }

  it('mails the plan the webhook granted, with its price, once even when Stripe delivers twice', async () => {
    const member = await premiumSubscriber();
    expect(await deliver(withStripe, member.paid)).toBe(200);
    const [changed, ...more] = mailsTo(withStripe, member.email);
    expect(more).toHaveLength(0);
    expect(changed?.subject).toBe('Your membership is now Premium');
    expect(changed?.text).toContain('from Free to Premium ($19 / month). It takes effect now');
    expect(changed?.text).not.toContain('nothing was charged');
  });

  it('cancel tells the member the plan, its price and the day it ends; the ending webhook tells them it ended', async () => {
    const member = await premiumSubscriber();
    expect((await post(withStripe, '/api/billing/cancel', member.cookie)).json()).toEqual({
      when: 'at-period-end',
    });
    const cancelled = mailsTo(withStripe, member.email).at(-1);
    expect(cancelled?.subject).toBe('Your Premium membership is cancelled');
    expect(cancelled?.text).toContain(
      'Your Premium membership ($19 / month) is cancelled and will not renew',
    );
    expect(cancelled?.text).toContain('until 31 December 2026');
    expect(await membershipOf(withStripe, member.cookie)).toEqual({ tier: 'premium', status: 'active' });

    const ended = stripeEvent(
      'customer.subscription.deleted',
      subscription({ id: member.sub, customer: member.customer, status: 'canceled', price: 'price_premium' }),
    );
    expect(await deliver(withStripe, ended)).toBe(200);
    const last = mailsTo(withStripe, member.email).at(-1);
    expect(last?.subject).toBe('Your Premium membership has ended');
    expect(last?.text).toContain('Your Premium membership ($19 / month) has ended');
    expect(last?.text).toContain('the Free membership (free of charge) from today');
  });

  it('says the plan is on hold when Stripe stops it for an unpaid payment, and nothing for a status alone', async () => {
    const member = await premiumSubscriber();
    const pastDue = (status: string) =>
      stripeEvent(
        'customer.subscription.updated',
        subscription({ id: member.sub, customer: member.customer, status, price: 'price_premium' }),
      );
    expect(await deliver(withStripe, pastDue('past_due'))).toBe(200);
    expect(mailsTo(withStripe, member.email)).toHaveLength(1);
    expect(await deliver(withStripe, pastDue('unpaid'))).toBe(200);
    const onHold = mailsTo(withStripe, member.email).at(-1);
    expect(onHold?.subject).toBe('Your Premium membership is on hold');
    expect(onHold?.text).toContain('is on hold because its latest payment did not go through');
  });
});
