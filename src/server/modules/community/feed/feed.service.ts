import type { FeedQuery, PostPage } from '@shared/community/community.schemas';
import { isAdminViewer } from '../../../lib/authorize';
import { EncodedJson } from '../../../lib/encoded-json';
import { keysetPage } from '../../../lib/keyset';
import type { Viewer } from '../../../lib/viewer';
import { findChannelBySlug, readableChannels } from '../channels/channels.service';
import type { CommunityDeps } from '../community-deps';
import * as repo from '../posts/posts.repository';
import { pageDependencies } from './feed-cache';

/**
 * One feed page, serialised: 'all' reads only the channels the viewer may open; ONE statement per page. Kept
 * in memory per member and query with what it was built from (feed-cache.ts), so a repeat is neither queried
 * nor serialised again until one of its posts, authors or channels changes.
 */
export async function listFeed(deps: CommunityDeps, viewer: Viewer, query: FeedQuery): Promise<EncodedJson> {
  const read = deps.feed.begin(viewer);
  const key = JSON.stringify([query.channel, query.filter, query.q ?? '', query.cursor ?? '', query.limit]);
  const cached = deps.feed.page(viewer, key, read);
  if (cached) return cached;
  // The channels the page lists (its dependencies), and the filter: none when every channel is readable.
  let channelIds: string[];
  let filter: string[] | undefined;
  if (query.channel === 'all') {
    const readable = await readableChannels(deps.channels, viewer);
    channelIds = readable.ids;
    filter = readable.all ? undefined : readable.ids;
  } else {
    // The route's declared gate (feedChannelGate) has let the viewer into this channel.
    const channel = await findChannelBySlug(deps.channels, query.channel);
    channelIds = [channel.id];
    filter = channelIds;
  }
  const page = keysetPage(
    query.filter === 'popular' ? repo.popularKeys : repo.latestKeys,
    query.cursor,
    query.limit,
  );
  const rows = await repo.listPosts(
    deps.db,
    { viewerId: viewer.userId, seesHidden: isAdminViewer(viewer), channelIds: filter },
    {
      page,
      postType: query.filter === 'questions' ? 'question' : undefined,
      q: query.q ? query.q : undefined,
    },
  );
  const { items, nextCursor } = page.finish(rows);
  const result: PostPage = { items: items.map(repo.toPost), nextCursor };
  const json = new EncodedJson(result, 'fast');
  const on = pageDependencies({
    channelIds,
    posts: items,
    order: query.filter === 'popular' || query.q ? 'byActivity' : 'stable',
  });
  deps.feed.keepPage(viewer, key, read, json, on);
  return json;
}
