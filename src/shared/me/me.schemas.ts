import { z } from 'zod';
import { experienceSchema } from '../profiles/profiles.schemas';

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Onboarding answers; `skipped` stores none of them but still marks onboarding as seen. */
export const onboardingInputSchema = z.object({
  interests: z.array(z.string().min(1).max(100)).max(20).default([]),
  experience: experienceSchema.nullable().default(null),
  skipped: z.boolean().default(false),
});
export type OnboardingInput = z.input<typeof onboardingInputSchema>;
