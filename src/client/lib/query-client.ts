import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isClientError } from './api-client';

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

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => options.onError?.(queryClient, error);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
    },
  });
  return queryClient;
}

/**
 * After a write, refetches every query under `queryKey` so each reader shows it. TanStack Query joins an
 * invalidation onto a first load still in flight, and that load's answer was read before the write (a
 * restored draft can be saved before the list has loaded); such loads are cancelled and started afresh.
 */
export async function refetchAfterWrite(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
