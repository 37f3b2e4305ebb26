import * as z from '../api/zod-mini';
import { experienceSchema } from '../profiles/profiles.schemas';

export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter your password to confirm.'), z.maxLength(128)),
  /** Also remove the member's forum posts and replies; otherwise they stay, signed 'Former member'. */
  removeCommunityContent: z._default(z.boolean(), false),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** Onboarding answers; `skipped` stores none of them but still marks onboarding as seen. */
export const onboardingInputSchema = z.object({
  interests: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(20)),
    [],
  ),
  experience: z._default(z.nullable(experienceSchema), null),
  skipped: z._default(z.boolean(), false),
});
export type OnboardingInput = z.input<typeof onboardingInputSchema>;
