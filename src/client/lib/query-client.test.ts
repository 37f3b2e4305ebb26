import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient, refetchAfterWrite, shouldRetry } from './query-client';

describe('refetchAfterWrite', () => {
  it('shows a write made while the first load was still in flight', async () => {
    const queryClient = createQueryClient();
    let stored = ['first'];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['entries'],
      // Reads what is stored now, answers a little later, like a request on a slow network.
      queryFn: async () => {
        const read = [...stored];
        await new Promise((resolve) => setTimeout(resolve, 20));
        return read;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');

    stored = ['second', ...stored];
    await refetchAfterWrite(queryClient, ['entries']);

    expect(queryClient.getQueryData(['entries'])).toEqual(['second', 'first']);
    unsubscribe();
  });
});

describe('shouldRetry', () => {
  afterEach(() => vi.restoreAllMocks());
  const network = new ApiRequestError(0, 'network', 'Could not reach Design Your Life.');

  it('asks twice more after a network failure or a server error', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, new ApiRequestError(503, 'internal', 'Down'))).toBe(true);
    expect(shouldRetry(0, new TypeError('oops'))).toBe(true);
  });

  it('does not ask again after a 4xx', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'not_found', 'Gone'))).toBe(false);
  });

  it('does not ask again while the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, network)).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'internal', 'Down'))).toBe(true);
  });
});
