import * as z from '../api/zod-mini';
import { subscriptionStatusSchema, subscriptionTierSchema } from '../profiles/profiles.schemas';
import { paidTiers } from './plan-features';

export const planSchema = z.object({
  tier: subscriptionTierSchema,
  name: z.string(),
  price: z.string(),
  features: z.array(z.string()),
  /** The forum channels the plan opens, in the forum's order. */
  channels: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansSchema = z.object({
  provider: z.enum(['none', 'stripe']),
  /** False when upgrades are switched off (the built-in provider in production). */
  canCheckout: z.boolean(),
  /** True when the member has billing to manage at the provider ('Manage billing'). */
  canManageBilling: z.boolean(),
  /** The member's own tier; null for a visitor (the public pricing page). */
  current: z.nullable(z.object({ tier: subscriptionTierSchema, status: subscriptionStatusSchema })),
  plans: z.array(planSchema),
});
export type Plans = z.infer<typeof plansSchema>;

export const checkoutInputSchema = z.object({ tier: z.enum(paidTiers, 'Choose a plan to upgrade to.') });
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Stripe answers with a page to pay on; the built-in provider with the new tier at once. */
export const checkoutResultSchema = z.object({ url: z.nullable(z.string()), tier: subscriptionTierSchema });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The provider's billing page ('Manage billing'). */
export const portalResultSchema = z.object({ url: z.string() });
export type PortalResult = z.infer<typeof portalResultSchema>;
