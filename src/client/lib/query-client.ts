import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isClientError } from './api-client';
import { refreshReaders } from './server-resources';

export interface QueryClientOptions {
  /** Sees every failed query and mutation, e.g. to notice that the session has ended. */
  onError?: (queryClient: QueryClient, error: unknown) => void;
}

/**
 * Asks again, twice, after a failure that may pass: not after a 4xx, which will not change by asking again, nor
 * while the device is offline (the page says it waits for the connection, instead of a spinner meanwhile).
 */
export function shouldRetry(count: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  if (error instanceof ApiRequestError && error.status === 0 && !navigator.onLine) return false;
  return count < 2;
}

const isUnreachable = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/** The app's query client: retries by shouldRetry, and refreshes what each write changed (server-resources). */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => options.onError?.(queryClient, error);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      // After the mutation's own callbacks (a deleted post's page is left, and its query removed, first). A
      // refusal refreshes too: the screen may show what the server does not hold (an optimistic tick, a vote
      // already cast). Without an answer the write may or may not have landed; its readers are marked stale.
      onSettled: (_data, error, _variables, _context, mutation) =>
        refreshReaders(queryClient, mutation.meta?.writes ?? [], { refetch: !isUnreachable(error) }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
    },
  });
  return queryClient;
}
