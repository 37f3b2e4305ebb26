import { z } from 'zod';
import { subscriptionTiers } from './subscription-tiers';

export const roles = ['admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Membership tiers, lowest to highest (spec §4). */
export { subscriptionTiers };
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const subscriptionStatuses = ['active', 'canceled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
  reputation: z.number().int(),
  title: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(60, `${label} must be at most 60 characters.`);

export const updateProfileSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export { nameField };

/** Admin: set a member's tier and status (user_subscription_status update by user_id). */
export const updateSubscriptionSchema = z.object({
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema.default('active'),
});
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;
