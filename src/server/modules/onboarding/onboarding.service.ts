import type { z } from 'zod';
import type { onboardingInputSchema } from '@shared/onboarding/onboarding.schemas';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { badRequest } from '../../lib/app-error';
import type { ContentService } from '../content/content.service';
import { getOwnProfile, saveOnboardingAnswers, type ProfileDeps } from '../profiles/profiles.service';

export interface OnboardingDeps extends ProfileDeps {
  content: Pick<ContentService, 'getBundle'>;
}

/** Stores the onboarding answers on the profile (interests must be skill categories) and marks it done. */
export async function saveOnboarding(
  deps: OnboardingDeps,
  userId: string,
  input: z.output<typeof onboardingInputSchema>,
): Promise<OwnProfile> {
  const interests = input.skipped ? [] : [...new Set(input.interests)];
  if (interests.length > 0) {
    const { bundle } = await deps.content.getBundle();
    const known = new Set(bundle.skillCategories.map((c) => c.id));
    const unknown = interests.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw badRequest('Choose from the skill categories.', {
        interests: 'Choose from the skill categories.',
      });
    }
  }
  await saveOnboardingAnswers(deps.db, userId, {
    interests,
    experience: input.skipped ? null : input.experience,
  });
  return getOwnProfile(deps.db, userId);
}
