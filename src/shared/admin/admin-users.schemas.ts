import type { ErrorCode } from '../api/error-codes';
import * as z from '../api/zod-mini';
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
  title: z.nullable(z.string()),
  role: roleSchema,
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  joinedAt: z.string(),
  /** The newest session activity; null when the member has never signed in since joining. */
  lastActiveAt: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

const emailField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Enter a valid email address.'),
);
const passwordField = z
  .string()
  .check(
    z.minLength(8, 'Passwords need at least 8 characters.'),
    z.maxLength(128, 'Passwords are limited to 128 characters.'),
  );

/** §7 create_user_by_admin. */
export const createUserSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  subscriptionTier: z._default(subscriptionTierSchema, 'free'),
  isAdmin: z._default(z.boolean(), false),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** An empty string means "leave unchanged" (spec §5: email and password are sent only when non-empty). */
const unlessEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      schema,
    ]),
  );

export const updateUserSchema = z.object({
  firstName: z.optional(nameField('First name')),
  lastName: z.optional(nameField('Last name')),
  username: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.regex(/^[a-z0-9_]{3,30}$/, 'Usernames are 3–30 letters, digits or underscores.'),
      ),
  ),
  title: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(60, 'Titles are limited to 60 characters.'))),
  ),
  subscriptionTier: z.optional(subscriptionTierSchema),
  subscriptionStatus: z.optional(subscriptionStatusSchema),
  isAdmin: z.optional(z.boolean()),
  email: unlessEmpty(emailField),
  password: unlessEmpty(passwordField),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const deleteUserQuerySchema = z.object({
  force: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
});

/** Which part of an update failed, so the client can name it (spec §8 titles). */
export const userUpdateErrorCodes = {
  profile: 'profile_update_failed',
  subscription: 'subscription_update_failed',
  auth: 'auth_update_failed',
} as const satisfies Record<string, ErrorCode>;
