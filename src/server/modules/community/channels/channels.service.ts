import { sortChannels } from '@shared/community/channel-access';
import type { Channel } from '@shared/community/community.schemas';
import type { Database } from '../../../db/client';
import type { ChangeFeed } from '../../../lib/changes/change-feed';
import { notFound } from '../../../lib/app-error';
import type { Viewer } from '../../../lib/viewer';
import { channels } from '../community.table';
import { openChannel, requiredTierOf } from '../community.policy';

export type ChannelRow = typeof channels.$inferSelect;

/** The channels, read once and kept until the forum changes as a whole (or briefly, as a bound). */
export interface ChannelDirectory {
  list(): Promise<ChannelRow[]>;
}

const CHANNEL_CACHE_MS = 60_000;

export function createChannelDirectory(
  db: Database,
  changes: ChangeFeed,
  ttlMs = CHANNEL_CACHE_MS,
): ChannelDirectory {
  let cached: { at: number; rows: Promise<ChannelRow[]> } | null = null;
  const drop = () => {
    cached = null;
  };
  changes.subscribe((change) => {
    if (change.kind === 'forum') drop();
  });
  changes.onReset(drop);
  return {
    list() {
      if (!cached || Date.now() - cached.at > ttlMs || !changes.live()) {
        // execute(): a query builder runs again on every await; the promise keeps its one result.
        const rows = db.select().from(channels).execute();
        const entry = { at: Date.now(), rows };
        cached = entry;
        rows.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.rows;
    },
  };
}

/** Whether the viewer's tier opens the channel (the forum's one channel rule, community.policy.ts). */
export const canRead = (viewer: Viewer, channel: Pick<ChannelRow, 'name' | 'requiredTier'>) =>
  openChannel.allows(viewer, channel);

export async function findChannelBySlug(directory: ChannelDirectory, slug: string): Promise<ChannelRow> {
  const channel = (await directory.list()).find((c) => c.slug === slug);
  if (!channel) throw notFound('Could not find that channel.');
  return channel;
}

export async function findChannelById(directory: ChannelDirectory, id: string): Promise<ChannelRow> {
  const channel = (await directory.list()).find((c) => c.id === id);
  if (!channel) throw notFound('Could not find that channel.');
  return channel;
}

/** Every channel in the §9 order, each saying whether the viewer may open it. */
export async function listChannels(directory: ChannelDirectory, viewer: Viewer): Promise<Channel[]> {
  return sortChannels(await directory.list()).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    color: c.color,
    description: c.description,
    requiredTier: requiredTierOf(c),
    canAccess: canRead(viewer, c),
  }));
}

/** The ids of the channels the viewer may read, or undefined when that is every channel. */
export async function readableChannelIds(
  directory: ChannelDirectory,
  viewer: Viewer,
): Promise<string[] | undefined> {
  const { ids, all } = await readableChannels(directory, viewer);
  return all ? undefined : ids;
}

/** The ids of the channels the viewer may read, and whether that is every channel. */
export async function readableChannels(
  directory: ChannelDirectory,
  viewer: Viewer,
): Promise<{ ids: string[]; all: boolean }> {
  const channels = await directory.list();
  const ids = channels.filter((c) => canRead(viewer, c)).map((c) => c.id);
  return { ids, all: ids.length === channels.length };
}
