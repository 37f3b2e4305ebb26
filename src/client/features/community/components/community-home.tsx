import { MessagesSquare, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { useChannels } from '../api/channels';
import { useFeed } from '../api/feed';
import { useCommunityStats } from '../api/stats';
import { ChannelList } from './channel-list';
import { CommunityStatsCard } from './community-stats';
import { FeedToolbar, feedFilterOf } from './feed-toolbar';
import { PostList } from './post-list';
import { ForumSanctionNotice } from './forum-standing-notice';
import { useLiveForum } from '../hooks/use-live-forum';
import { WelcomeCard } from './welcome-card';

/** /community: channels, the feed with its filters and search, and the stats. State lives in the URL. */
export function CommunityHome() {
  const [params, setParams] = useSearchParams();
  const channel = params.get('channel') || 'all';
  const filter = feedFilterOf(params.get('filter'));
  const q = params.get('q') ?? '';
  const channels = useChannels();
  const feed = useFeed({ channel, filter, q });
  useLiveForum();
  const stats = useCommunityStats();
  // Stable, so the memoised list is left alone when the channels or the stats arrive.
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const empty = useMemo(
    () => (
      <EmptyState icon={MessagesSquare} title={q ? 'No posts match your search' : 'No posts here yet'}>
        <p>{q ? 'Try other words, or look in All.' : 'Start the conversation with a new post.'}</p>
      </EmptyState>
    ),
    [q],
  );

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'channel' && value === 'all') && !(key === 'filter' && value === 'latest'))
        next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
      <aside className="min-w-0 space-y-4">
        <ChannelList
          channels={channels.data?.items ?? []}
          isPending={channels.isPending}
          selected={channel}
          onSelect={(slug) => update({ channel: slug })}
        />
        <div className="hidden lg:block">
          <CommunityStatsCard stats={stats.data} />
        </div>
      </aside>
      <section aria-label="Feed" className="min-w-0 space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-slate-900">
            {channel === 'all'
              ? 'All posts'
              : (channels.data?.items.find((c) => c.slug === channel)?.name ?? 'Posts')}
          </h2>
          <Button asChild>
            <Link to="/community/create-post">
              <Plus aria-hidden="true" className="h-4 w-4" />
              New post
            </Link>
          </Button>
        </div>
        <ForumSanctionNotice />
        <WelcomeCard
          channelName={
            channel === 'all' ? undefined : channels.data?.items.find((c) => c.slug === channel)?.name
          }
        />
        <FeedToolbar
          key={q}
          filter={filter}
          q={q}
          onFilter={(f) => update({ filter: f })}
          onSearch={(text) => update({ q: text })}
        />
        <PostList
          label="Posts"
          posts={feed.posts}
          isPending={feed.isPending}
          isError={feed.isError}
          hasNextPage={feed.hasNextPage}
          isFetchingNextPage={feed.isFetchingNextPage}
          onLoadMore={loadMore}
          empty={empty}
        />
        <div className="lg:hidden">
          <CommunityStatsCard stats={stats.data} />
        </div>
      </section>
    </div>
  );
}
