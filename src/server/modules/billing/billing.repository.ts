import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSubscriptionStatus } from '../profiles/profiles.table';
import { billingCustomers, billingEvents } from './billing.table';

/** Records an event id; false when it was already applied (a repeated delivery). */
export async function claimEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function findCustomer(db: DbOrTx, userId: string) {
  const rows = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByStripeCustomer(db: DbOrTx, customerId: string): Promise<string | null> {
  const rows = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function saveCustomer(
  db: DbOrTx,
  userId: string,
  values: { stripeCustomerId: string | null; stripeSubscriptionId: string | null },
): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { ...values, updatedAt: new Date() } });
}

/** Changes only the status (a failed payment keeps the tier until the subscription ends). */
export async function setSubscriptionStatus(
  db: DbOrTx,
  userId: string,
  status: 'active' | 'past_due',
): Promise<void> {
  await db
    .update(userSubscriptionStatus)
    .set({ subscriptionStatus: status, updatedAt: new Date() })
    .where(eq(userSubscriptionStatus.userId, userId));
}
