import type { Database } from '../../db/client';
import type { ChannelDirectory } from './channels/channels.service';
import type { CommunityLimits } from './community-limits';
import type { FeedCache } from './feed/feed-cache';

/** What every community service needs, passed explicitly. */
export interface CommunityDeps {
  db: Database;
  channels: ChannelDirectory;
  limits: CommunityLimits;
  feed: FeedCache;
}
