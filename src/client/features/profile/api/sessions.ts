import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import { memberSessionListSchema, revokedSessionsSchema } from '@shared/me/sessions.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';

export const sessionsQueryKey = ['account-sessions'] as const;

export const fetchSessions = (signal?: AbortSignal) =>
  apiRequest('/api/account/sessions', { schema: memberSessionListSchema, signal });
export const revokeSession = (id: string) =>
  apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });
export const revokeOtherSessions = () =>
  apiRequest('/api/account/sessions/revoke-others', {
    method: 'POST',
    body: {},
    schema: revokedSessionsSchema,
  });

export function useSessionsList() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => fetchSessions(signal) });
}

export function useSessionRevocations() {
  const queryClient = useQueryClient();
  const refresh = () => refetchAfterWrite(queryClient, sessionsQueryKey);
  return {
    revoke: useMutation({ mutationFn: revokeSession, onSuccess: refresh }),
    revokeOthers: useMutation({ mutationFn: revokeOtherSessions, onSuccess: refresh }),
  };
}
