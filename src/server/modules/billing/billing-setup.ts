import type Stripe from 'stripe';
import type { Config } from '../../config';
import { createBuiltInProvider, type BillingDeps } from './billing.service';
import { createStripeProvider } from './stripe-billing';

/** Chooses the payment provider from configuration; the Stripe SDK loads only when a key is set. */
export async function createBillingDeps(options: {
  config: Config;
  db: BillingDeps['db'];
  content: BillingDeps['content'];
  mailer: BillingDeps['mailer'];
  forumChannels: BillingDeps['forumChannels'];
  /** Stripe's HTTP calls go through this fetch when given (tests answer them without the network). */
  stripeFetch?: typeof fetch;
}): Promise<BillingDeps> {
  const { config, db, content, mailer, forumChannels, stripeFetch } = options;
  const prices = {
    growth: config.PRICE_LABEL_GROWTH,
    premium: config.PRICE_LABEL_PREMIUM,
    lifetime_mastery: config.PRICE_LABEL_LIFETIME_MASTERY,
  };
  const priceIds = {
    growth: config.STRIPE_PRICE_GROWTH ?? '',
    premium: config.STRIPE_PRICE_PREMIUM ?? '',
    lifetime_mastery: config.STRIPE_PRICE_LIFETIME_MASTERY ?? '',
  };
  let stripeClient: Stripe | null = null;
  if (config.STRIPE_SECRET_KEY) {
    const { default: StripeSdk } = await import('stripe');
    stripeClient = new StripeSdk(
      config.STRIPE_SECRET_KEY,
      stripeFetch ? { httpClient: StripeSdk.createFetchHttpClient(stripeFetch) } : undefined,
    );
  }
  const stripe =
    stripeClient && config.STRIPE_WEBHOOK_SECRET
      ? { client: stripeClient, webhookSecret: config.STRIPE_WEBHOOK_SECRET, priceIds }
      : undefined;
  const provider =
    config.BILLING_PROVIDER === 'stripe' && stripeClient
      ? createStripeProvider({
          db,
          stripe: stripeClient,
          appUrl: config.APP_URL,
          priceIds,
        })
      : createBuiltInProvider(
          db,
          // Free upgrades on a live site would give paid content away: only when explicitly allowed.
          { allowed: config.NODE_ENV !== 'production' || config.ALLOW_FREE_UPGRADES },
        );
  return { db, content, provider, prices, forumChannels, stripe, mailer, appUrl: config.APP_URL };
}
