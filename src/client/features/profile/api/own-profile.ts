import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type UpdateProfileInput } from '@shared/profiles/profiles.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { sessionQueryKey } from '@client/features/session/session-api';

export const ownProfileQueryKey = ['own-profile'] as const;

export const fetchOwnProfile = (signal?: AbortSignal) =>
  apiRequest('/api/profile', { schema: ownProfileSchema, signal });

export const updateOwnProfile = (body: UpdateProfileInput) =>
  apiRequest('/api/profile', { method: 'PATCH', body, schema: ownProfileSchema });

export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => fetchOwnProfile(signal) });
}

/** After any profile change: the profile page and the session (header name, avatar) read it again. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      refetchAfterWrite(queryClient, ownProfileQueryKey),
      refetchAfterWrite(queryClient, sessionQueryKey),
    ]);
  };
}

export function useUpdateOwnProfile() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: updateOwnProfile, onSuccess: refresh });
}
