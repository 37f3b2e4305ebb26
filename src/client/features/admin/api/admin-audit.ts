import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@shared/admin/admin-audit.schemas';
import { apiRequest } from '@client/lib/api-client';

export const adminAuditQueryKey = ['admin', 'audit'] as const;

export const fetchAudit = (cursor: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/admin/audit?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: auditPageSchema,
    signal,
  });

export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminAuditQueryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAudit(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['audit'] },
  });
}
