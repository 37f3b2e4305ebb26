import { z } from 'zod';
import {
  nameField,
  roleSchema,
  subscriptionStatusSchema,
  subscriptionTierSchema,
} from '../profiles/profiles.schemas';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  title: z.string().nullable(),
  role: roleSchema,
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  joinedAt: z.string(),
  /** The newest session activity; null when the member has never signed in since joining. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(300).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

const emailField = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));
const passwordField = z
  .string()
  .min(8, 'Passwords need at least 8 characters.')
  .max(128, 'Passwords are limited to 128 characters.');

/** §7 create_user_by_admin. */
export const createUserSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  subscriptionTier: subscriptionTierSchema.default('free'),
  isAdmin: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** An empty string means "leave unchanged" (spec §5: email and password are sent only when non-empty). */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

export const updateUserSchema = z.object({
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_]{3,30}$/, 'Usernames are 3–30 letters, digits or underscores.')
    .optional(),
  title: z.string().trim().max(60, 'Titles are limited to 60 characters.').nullable().optional(),
  subscriptionTier: subscriptionTierSchema.optional(),
  subscriptionStatus: subscriptionStatusSchema.optional(),
  isAdmin: z.boolean().optional(),
  email: unlessEmpty(emailField),
  password: unlessEmpty(passwordField),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const deleteUserQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** Which part of an update failed, so the client can name it (spec §8 titles). */
export const userUpdateErrorCodes = {
  profile: 'profile_update_failed',
  subscription: 'subscription_update_failed',
  auth: 'auth_update_failed',
} as const;
