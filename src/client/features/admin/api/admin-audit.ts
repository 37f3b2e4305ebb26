import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@shared/admin/admin-audit.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminAuditQueryKey = [...adminKey, 'audit'] as const;

/** A page of the audit log; `cursor` is the previous page's nextCursor. */
export const fetchAudit = (cursor: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/admin/audit?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: auditPageSchema,
    signal,
  });

export const adminAuditQueryOptions = infiniteQueryOptions({
  queryKey: adminAuditQueryKey,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) => fetchAudit(pageParam, signal),
  getNextPageParam: (last) => last.nextCursor,
  meta: { reads: ['audit'] },
});

export function useAudit() {
  return useInfiniteQuery(adminAuditQueryOptions);
}
