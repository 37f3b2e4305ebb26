import { noCacheMetrics, type CacheMetrics } from '../../../lib/cache-metrics';
import type { ChangeFeed } from '../../../lib/changes/change-feed';
import { createDependencyClock } from '../../../lib/dependency-clock';
import type { EncodedJson } from '../../../lib/encoded-json';
import { createGenerationCache } from '../../../lib/generation-cache';
import type { Viewer } from '../../../lib/viewer';

const MAX_AGE_MS = 5 * 60_000;

/** Where a read began: the viewer's stamp and the clock, both read before the query. */
export interface FeedRead {
  stamp: string;
  since: number;
}

/** The names a page or a post was built from (see pageDependencies). */
export type FeedDependencies = readonly string[];

/**
 * Feed pages and single posts kept in this process per member, each with what it was built from: the posts on
 * it, their authors and the channels it lists. It is served only while the member's stamp is unchanged (their own
 * writes, tier, session: read-your-writes in every process) and none of what it was built from has changed (any
 * member's write to those posts, channels or authors, told by the change feed from every process). So a like on
 * one post drops the pages that show it, not every member's feed.
 */
export interface FeedCache {
  /** Undefined when nothing may be served or kept (no member stamp, or changes may be missed now). */
  begin(viewer: Viewer): FeedRead | undefined;
  page(viewer: Viewer, key: string, read: FeedRead | undefined): EncodedJson | undefined;
  keepPage(
    viewer: Viewer,
    key: string,
    read: FeedRead | undefined,
    json: EncodedJson,
    on: FeedDependencies,
  ): void;
  post(viewer: Viewer, id: string, read: FeedRead | undefined): EncodedJson | undefined;
  keepPost(
    viewer: Viewer,
    id: string,
    read: FeedRead | undefined,
    json: EncodedJson,
    on: FeedDependencies,
  ): void;
}

/**
 * What a list of posts depends on. `order` pages (popular, search) also change when any post of their channels
 * changes (a like moves a post up; an edit makes it match), so they depend on the channels' posts as a whole.
 */
export function pageDependencies(input: {
  channelIds: readonly string[];
  posts: readonly { id: string; userId: string | null }[];
  order: 'stable' | 'byActivity';
}): FeedDependencies {
  const names = input.channelIds.map((id) => `channel:${id}`);
  if (input.order === 'byActivity') names.push(...input.channelIds.map((id) => `posts-of:${id}`));
  for (const post of input.posts) {
    names.push(`post:${post.id}`);
    if (post.userId) names.push(`author:${post.userId}`);
  }
  return names;
}

interface Kept {
  json: EncodedJson;
  since: number;
  on: FeedDependencies;
}

export function createFeedCache(feed: ChangeFeed, metrics: CacheMetrics = noCacheMetrics): FeedCache {
  const clock = createDependencyClock({ forgetAfterMs: MAX_AGE_MS });
  feed.subscribe((change) => {
    switch (change.kind) {
      case 'post':
        clock.touch(`post:${change.postId}`);
        clock.touch(`posts-of:${change.channelId}`);
        break;
      case 'channel':
        clock.touch(`channel:${change.channelId}`);
        clock.touch(`posts-of:${change.channelId}`);
        break;
      case 'author':
        clock.touch(`author:${change.userId}`);
        break;
      case 'forum':
        clock.touchAll();
        break;
      default:
    }
  });
  feed.onReset(() => clock.touchAll());

  const pages = createGenerationCache<Kept>({
    maxEntries: 1_000,
    maxValueSize: 65_536,
    maxAgeMs: MAX_AGE_MS,
  });
  const posts = createGenerationCache<Kept>({
    maxEntries: 2_000,
    maxValueSize: 16_384,
    maxAgeMs: MAX_AGE_MS,
  });
  // A lookup that may be served (the read began) is a hit only when nothing it was built from has changed since.
  const current = (cache: string, read: FeedRead | undefined, kept: Kept | undefined) => {
    const json = kept && clock.unchangedSince(kept.on, kept.since) ? kept.json : undefined;
    if (read) metrics.lookup(cache, json !== undefined);
    return json;
  };

  return {
    begin: (viewer) =>
      viewer.stamp === undefined || !feed.live() ? undefined : { stamp: viewer.stamp, since: clock.now() },
    page: (viewer, key, read) => current('feed_page', read, pages.get(viewer.userId, key, read?.stamp)),
    keepPage(viewer, key, read, json, on) {
      if (read)
        pages.set(viewer.userId, key, read.stamp, { json, since: read.since, on }, json.identity.length);
    },
    post: (viewer, id, read) => current('feed_post', read, posts.get(viewer.userId, id, read?.stamp)),
    keepPost(viewer, id, read, json, on) {
      if (read)
        posts.set(viewer.userId, id, read.stamp, { json, since: read.since, on }, json.identity.length);
    },
  };
}
