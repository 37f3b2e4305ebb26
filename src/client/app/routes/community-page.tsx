import { PageHeader } from '@client/components/ui/page-header';
import { channelsQueryOptions } from '@client/features/community/api/channels';
import { feedQueryOptions } from '@client/features/community/api/feed';
import { statsQueryOptions } from '@client/features/community/api/stats';
import { CommunityHome } from '@client/features/community/components/community-home';
import type { PageDataPrefetch } from '@client/lib/page-data';

export function CommunityPage() {
  return (
    <>
      <PageHeader
        title="Community"
        description="Ask, share and celebrate with people growing alongside you."
      />
      <CommunityHome />
    </>
  );
}

/**
 * The channels, the stats and the feed's first page as the forum opens (index.html asked for them), when the
 * address has no query string: a search or a filter asks for another page of the feed.
 */
CommunityPage.prefetchData = ((queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(channelsQueryOptions),
    queryClient.prefetchQuery(statsQueryOptions),
    window.location.search
      ? undefined
      : queryClient.prefetchInfiniteQuery(feedQueryOptions({ channel: 'all', filter: 'latest', q: '' })),
  ])) satisfies PageDataPrefetch;
