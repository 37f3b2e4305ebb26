import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

/** The member's customer and subscription at the payment provider. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** The subscription the member paid for through Checkout; null once it has ended. */
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** When a lifetime purchase was paid: it outranks every subscription event after it. */
  lifetimePurchasedAt: timestamp('lifetime_purchased_at', { withTimezone: true }),
  /**
   * Stripe's creation time of the latest subscription event applied: Stripe does not deliver in order,
   * so an event created before it is stale and ignored.
   */
  subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already applied: Stripe may deliver one more than once, and each applies once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
