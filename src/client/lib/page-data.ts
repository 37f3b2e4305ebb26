import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page reads as it opens, put in the query cache before the app's first render when the app opens on
 * that page (main.tsx, through prefetchPageData). The page then renders once with its answers, in the first
 * render that React slices into short tasks, instead of once empty and again as each answer arrives: an answer's
 * update is not a transition, so each such render was one long task on a phone.
 */
export type PageDataPrefetch = (queryClient: QueryClient) => Promise<unknown>;

/** A page component that may name what it reads as it opens (`Page.prefetchData = …` beside the page). */
export interface PageWithData {
  prefetchData?: PageDataPrefetch;
}

/** Puts in the cache what these pages read as they open; settles when it is in or has failed (the page tells). */
export function prefetchPageData(pages: readonly PageWithData[], queryClient: QueryClient): Promise<void> {
  const prefetching = pages.map((page) => page.prefetchData?.(queryClient).catch(() => undefined));
  return Promise.all(prefetching).then(() => undefined);
}
