import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@client/test/test-query-client';
import { prefetchPageData, type PageWithData } from './page-data';

describe('prefetchPageData', () => {
  it("puts each page's answers in the cache, and settles when one of them fails", async () => {
    const queryClient = createTestQueryClient();
    const pages: PageWithData[] = [
      {},
      { prefetchData: (client) => client.prefetchQuery({ queryKey: ['a'], queryFn: async () => 'answer' }) },
      { prefetchData: () => Promise.reject(new Error('offline')) },
    ];
    await expect(prefetchPageData(pages, queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['a'])).toBe('answer');
  });
});
