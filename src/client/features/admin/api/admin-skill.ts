import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSkillSchema } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';
import { catalogPath } from './catalog-path';

export const adminSkillQueryKey = (id: string) => [...adminKey, 'skill', id] as const;

export const fetchAdminSkill = (id: string, signal?: AbortSignal) =>
  apiRequest(catalogPath('skills', id), { schema: adminSkillSchema, signal });

/** The skill with its Markdown body, for the editor; off while no skill is chosen. */
export const adminSkillQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: adminSkillQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchAdminSkill(id ?? '', signal),
    enabled: id !== null,
    meta: { reads: ['content'] },
  });

export function useAdminSkill(id: string | null) {
  return useQuery(adminSkillQueryOptions(id));
}
