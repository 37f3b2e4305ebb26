import type { Database } from '../../db/client';
import type { ChannelDirectory } from './channels/channels.service';
import type { CommunityLimits } from './community-limits';
import type { FeedCache } from './feed/feed-cache';
import type { PostFactsDirectory } from './posts/post-facts';

/** What every community service needs, passed explicitly. */
export interface CommunityDeps {
  db: Database;
  channels: ChannelDirectory;
  limits: CommunityLimits;
  feed: FeedCache;
  /** What never changes about a post, read once per process: every post gate's (channel.gate.ts). */
  postFacts: PostFactsDirectory;
}
