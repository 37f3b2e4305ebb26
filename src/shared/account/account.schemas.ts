import * as z from '../api/zod-mini';
import { nameField, profileSchema, timeZoneSchema } from '../profiles/profiles.schemas';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const emailField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Enter a valid email address.'),
);
/** Whether a password is only spaces, or one character repeated: long enough, yet guessed first. */
export function isTrivialPassword(password: string): boolean {
  const characters = [...password];
  return password.trim() === '' || characters.every((c) => c === characters[0]);
}

const passwordField = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  z.refine((p) => !isTrivialPassword(p), 'Use more than one repeated character or spaces.'),
);

export const signUpSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: passwordField,
  /**
   * The browser's IANA zone, so the new member's days, streaks and greeting follow their own clock from the
   * first. A zone the server does not know becomes UTC: a strange browser must never stop a sign-up.
   */
  timeZone: z.optional(z.catch(timeZoneSchema, 'UTC')),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required.'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(1, 'The reset link is incomplete.')),
  newPassword: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Current password is required.')),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z
    .string()
    .check(z.minLength(1, 'Current password is required.'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The token of an emailed link: confirming a new address, or undoing a change from the old one. */
export const emailChangeTokenSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, 'The link is incomplete.'), z.maxLength(200, 'The link is not valid.')),
});
export type EmailChangeTokenInput = z.infer<typeof emailChangeTokenSchema>;

/** The answer to a change-email request: where the confirmation link went. */
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string() });

export const sessionUserSchema = z.object({ id: z.string(), email: z.string() });

/** What the client holds about the signed-in person: null when signed out. */
export const sessionSchema = z.object({
  user: z.nullable(sessionUserSchema),
  profile: z.nullable(profileSchema),
  /**
   * How long the member's zone keeps its present offset (shared/dates/zone-offset-span.ts), so pages count
   * their days without Intl. Optional: the answers of sign-in and sign-up do without it.
   */
  zoneOffset: z.optional(
    z.object({ timeZone: z.string(), offsetMinutes: z.number(), from: z.string(), until: z.string() }),
  ),
});
export type Session = z.infer<typeof sessionSchema>;
