import { useMutation } from '@tanstack/react-query';
import { type OnboardingInput } from '@shared/onboarding/onboarding.schemas';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';

export const saveOnboarding = (body: OnboardingInput) =>
  apiRequest('/api/me/onboarding', { method: 'PUT', body, schema: ownProfileSchema });

export function useSaveOnboarding() {
  return useMutation({
    mutationFn: saveOnboarding,
    // The answers are part of the profile: the dashboard and the recommendations read them.
    meta: { writes: ['profile'] },
  });
}
