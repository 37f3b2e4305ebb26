import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMemberStandingSchema } from '@shared/admin/admin-trust.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

/** Where a member's forum standing sits in the url: the same path for the standing and its writes. */
export const memberStandingPath = (id: string) => `/api/admin/community/members/${encodeURIComponent(id)}`;

export const memberStandingQueryKey = (id: string) => [...adminKey, 'member-standing', id] as const;

/** A member's trust level, reading counters and any silence or suspension in force. */
export const fetchMemberStanding = (id: string, signal?: AbortSignal) =>
  apiRequest(`${memberStandingPath(id)}/standing`, { schema: adminMemberStandingSchema, signal });

export const memberStandingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: memberStandingQueryKey(id),
    queryFn: ({ signal }) => fetchMemberStanding(id, signal),
    // Every write to a member (useUsersWrite) refreshes it: a level set, a sanction put or lifted.
    meta: { reads: ['members'] },
  });

export function useMemberStanding(id: string) {
  return useQuery(memberStandingQueryOptions(id));
}
