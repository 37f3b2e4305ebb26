import { useMutation, useQuery } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import { memberSessionListSchema, revokedSessionsSchema } from '@shared/account/sessions.schemas';
import { apiRequest } from '@client/lib/api-client';

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
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => fetchSessions(signal),
    meta: { reads: ['accountSessions'] },
  });
}

export function useSessionRevocations() {
  return {
    revoke: useMutation({ mutationFn: revokeSession, meta: { writes: ['accountSessions'] } }),
    revokeOthers: useMutation({ mutationFn: revokeOtherSessions, meta: { writes: ['accountSessions'] } }),
  };
}
