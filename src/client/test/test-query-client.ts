import type { DefaultOptions } from '@tanstack/react-query';
import { createQueryClient } from '@client/lib/query-client';

/** The app's query client (so writes refresh their readers as in the app), without retries after a failure. */
export function createTestQueryClient(queries: DefaultOptions['queries'] = {}) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, ...queries } });
  return queryClient;
}
