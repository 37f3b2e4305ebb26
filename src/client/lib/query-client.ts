import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export interface QueryClientOptions {
  /** Sees every failed query and mutation, e.g. to notice that the session has ended. */
  onError?: (queryClient: QueryClient, error: unknown) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => options.onError?.(queryClient, error);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
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
