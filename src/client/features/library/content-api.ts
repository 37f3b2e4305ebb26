import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import type { ContentBundle } from '@shared/content/content.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// The home page shows its hero before the content arrives: the schemas load beside the answer, not before
// the page can render (see lazySchema).
const contentSchemas = () => import('@shared/content/content.schemas');
const contentBundleSchema = lazySchema(contentSchemas, 'contentBundleSchema');
const skillViewSchema = lazySchema(contentSchemas, 'skillViewSchema');
const skillSearchResultSchema = lazySchema(contentSchemas, 'skillSearchResultSchema');
const skillCompletionSchema = lazySchema(contentSchemas, 'skillCompletionSchema');
const recommendationsSchema = lazySchema(contentSchemas, 'recommendationsSchema');

export const CONTENT_ERROR_MESSAGE = 'Failed to fetch content data.';

export const contentQueryKey = ['content'] as const;

/** The content bundle query; asked for at start (main.tsx), as most pages show part of it. */
export const contentQueryOptions = queryOptions({
  queryKey: contentQueryKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/content', { schema: contentBundleSchema, validate: 'development', signal }),
  staleTime: 5 * 60_000,
  meta: { reads: ['content'] },
});

/** The content bundle (get_all_content). A failure shows 'Error fetching content' once per failure. */
export function useContent(): { data: ContentBundle | undefined; isPending: boolean; error: string | null } {
  const query = useQuery(contentQueryOptions);
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Error fetching content', error);
  }, [isError, error, errorUpdatedAt]);
  // The bundle fills most of a page. Its arrival is rendered in a deferred render, which React splits into
  // small slices, instead of in one piece (a query update renders at once otherwise). Data and status are
  // deferred together, so the page never sees one without the other. Data already cached shows at once.
  const data = useDeferredValue(query.data);
  const status = useDeferredValue(query.status);
  return {
    data,
    isPending: status === 'pending',
    error: status === 'error' ? CONTENT_ERROR_MESSAGE : null,
  };
}

/** Ranked skill search on the server (bodies of locked skills stay there); off while the query is empty. */
export function useSkillSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['skill-search', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/search?q=${encodeURIComponent(q)}&limit=50`, {
        schema: skillSearchResultSchema,
        signal,
      }),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
    // A locked skill's snippet is its title or summary only.
    meta: { reads: ['content', 'membership'] },
  });
}

export const skillQueryKey = (skillId: string) => ['skill', skillId] as const;

export function useSkill(skillId: string) {
  return useQuery({
    queryKey: skillQueryKey(skillId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/skills/${encodeURIComponent(skillId)}`, { schema: skillViewSchema, signal }),
    // Locked or whole by the member's tier; it says when they last practised it.
    meta: { reads: ['content', 'membership', 'skillPractice'] },
  });
}

export function useMarkPractised(skillId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/skills/${encodeURIComponent(skillId)}/completions`, {
        method: 'POST',
        body: {},
        schema: skillCompletionSchema,
      }),
    meta: { writes: ['skillPractice'] },
  });
}

export function useRecommendations(enabled: boolean, limit = 3) {
  const query = useQuery({
    queryKey: ['recommendations', limit],
    queryFn: ({ signal }) =>
      apiRequest(`/api/recommendations?limit=${limit}`, { schema: recommendationsSchema, signal }),
    enabled,
    // Skills open to the member's tier, not yet practised, ranked by their onboarding answers.
    meta: { reads: ['content', 'membership', 'skillPractice', 'profile'] },
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Could not fetch recommendations', error);
  }, [isError, error, errorUpdatedAt]);
  return query;
}
