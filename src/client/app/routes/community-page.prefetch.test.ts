import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@client/test/record-requests';
import { createTestQueryClient } from '@client/test/test-query-client';
import { routeData } from '../route-data';
import { CommunityPage } from './community-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("the forum's page data", () => {
  it('asks for the answers index.html preloads, so the first render has them', async () => {
    const requested = recordRequests();
    window.history.replaceState(null, '', '/community');
    await CommunityPage.prefetchData(createTestQueryClient());
    expect(requested.sort()).toEqual([...(routeData.community ?? [])].sort());
  });

  it('leaves the feed to the page when the address has a search or a filter', async () => {
    const requested = recordRequests();
    window.history.replaceState(null, '', '/community?filter=top');
    await CommunityPage.prefetchData(createTestQueryClient());
    expect(requested.sort()).toEqual(['/api/community/channels', '/api/community/stats']);
  });
});
