import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import type { ContentBundle } from '@shared/content/content.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// The home page shows its hero before the content arrives: the schema loads beside the answer, not before
// the page can render (see lazySchema).
const contentBundleSchema = lazySchema(
  () => import('@shared/content/content.schemas'),
  'contentBundleSchema',
);

export const CONTENT_ERROR_MESSAGE = 'Failed to fetch content data.';

export const contentQueryKey = ['content'] as const;

export const fetchContent = (signal?: AbortSignal) =>
  apiRequest('/api/content', { schema: contentBundleSchema, validate: 'development', signal });

/** The content bundle query; asked for at start (main.tsx), as most pages show part of it. */
export const contentQueryOptions = queryOptions({
  queryKey: contentQueryKey,
  queryFn: ({ signal }) => fetchContent(signal),
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
