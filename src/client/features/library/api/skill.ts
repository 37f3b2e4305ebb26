import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// Loaded beside the answer, like the content bundle's (see content.ts).
const skillViewSchema = lazySchema(() => import('@shared/content/content.schemas'), 'skillViewSchema');

export const skillQueryKey = (skillId: string) => ['skill', skillId] as const;

export const fetchSkill = (skillId: string, signal?: AbortSignal) =>
  apiRequest(`/api/skills/${encodeURIComponent(skillId)}`, { schema: skillViewSchema, signal });

export const skillQueryOptions = (skillId: string) =>
  queryOptions({
    queryKey: skillQueryKey(skillId),
    queryFn: ({ signal }) => fetchSkill(skillId, signal),
    // Locked or whole by the member's tier; it says when they last practised it.
    meta: { reads: ['content', 'membership', 'skillPractice'] },
  });

export function useSkill(skillId: string) {
  return useQuery(skillQueryOptions(skillId));
}
