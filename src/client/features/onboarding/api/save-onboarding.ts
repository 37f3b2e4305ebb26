import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OnboardingInput } from '@shared/me/me.schemas';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';

export const saveOnboarding = (body: OnboardingInput) =>
  apiRequest('/api/me/onboarding', { method: 'PUT', body, schema: ownProfileSchema });

export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    // The dashboard and the recommendations read the answers.
    onSuccess: () =>
      Promise.all([
        refetchAfterWrite(queryClient, ['dashboard']),
        refetchAfterWrite(queryClient, ['recommendations']),
      ]),
  });
}
