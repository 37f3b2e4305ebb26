import { eq } from 'drizzle-orm';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { DbOrTx } from '../../db/client';
import { user } from '../account/auth.table';
import { profiles, userSubscriptionStatus } from '../profiles/profiles.table';
import { billingCustomers, billingEvents } from './billing.table';

export type BillingCustomer = typeof billingCustomers.$inferSelect;
type CustomerFields = Partial<
  Pick<
    BillingCustomer,
    'stripeCustomerId' | 'stripeSubscriptionId' | 'lifetimePurchasedAt' | 'subscriptionEventAt'
  >
>;

/** Records an event id; false when it was already applied (a repeated delivery). */
export async function claimEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function findCustomer(db: DbOrTx, userId: string): Promise<BillingCustomer | null> {
  const rows = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The billing row of a Stripe customer, locked until the transaction ends: two webhooks about one member
 * then apply one after the other, each seeing what the other wrote.
 */
export async function lockCustomerByStripeId(
  db: DbOrTx,
  stripeCustomerId: string,
): Promise<BillingCustomer | null> {
  const rows = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/**
 * Creates the member's billing row or changes the given fields (the others stay), and answers the row,
 * locked until the transaction ends.
 */
export async function saveCustomer(
  db: DbOrTx,
  userId: string,
  fields: CustomerFields,
): Promise<BillingCustomer> {
  const rows = await db
    .insert(billingCustomers)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`billing row for ${userId} was not saved`);
  return row;
}

/** Whether the member still has an account (a checkout may complete after the account was deleted). */
export async function memberExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows.length > 0;
}

/** The member's stored tier, locked until the transaction ends; null when no tier was stored yet. */
export async function lockStoredTier(db: DbOrTx, userId: string): Promise<SubscriptionTier | null> {
  const rows = await db
    .select({ tier: userSubscriptionStatus.subscriptionTier })
    .from(userSubscriptionStatus)
    .where(eq(userSubscriptionStatus.userId, userId))
    .limit(1)
    .for('update');
  return rows[0]?.tier ?? null;
}

/** The member's sign-in email, to mail them about their plan; null when the account is gone. */
export async function findMemberEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0]?.email ?? null;
}
