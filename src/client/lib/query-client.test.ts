import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchAfterWrite } from './query-client';

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
