import type { PaidTier } from '@shared/billing/plan-features';
import type { DbOrTx } from '../../db/client';

/** What the member sees after asking to upgrade. */
export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'changed' };

/** When a cancelled plan ends: at once, or at the end of the period paid for (its date, when known). */
export type CancelOutcome = { when: 'now' } | { when: 'at-period-end'; endsAt: Date | null };

/** One interface for taking payments; the built-in one and Stripe implement it. */
export interface BillingProvider {
  name: 'none' | 'stripe';
  /** False when upgrades are switched off (the built-in provider in production). */
  canCheckout: boolean;
  checkout(member: { userId: string; email: string }, tier: PaidTier): Promise<CheckoutOutcome>;
  /** Ends the paid plan: at once (built-in) or at the period end, confirmed later by a webhook (Stripe). */
  cancel(member: { userId: string }): Promise<CancelOutcome>;
  /**
   * Stops every future charge of a member whose account is being deleted, at once (Stripe: their renewing
   * subscription is cancelled now); throws when the provider cannot be reached, so the account stays.
   * Reads the member's billing row through the deletion's transaction.
   */
  endForLeavingMember(tx: DbOrTx, member: { userId: string }): Promise<void>;
  /** Whether the member has billing to manage at the provider (Stripe: a customer from a checkout). */
  hasPortal(member: { userId: string }): Promise<boolean>;
  /** A page at the provider where the member manages payment methods, invoices and their plan. */
  openPortal(member: { userId: string }): Promise<{ url: string }>;
}
