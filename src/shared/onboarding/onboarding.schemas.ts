import * as z from '../api/zod-mini';
import { experienceSchema } from '../profiles/profiles.schemas';

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
