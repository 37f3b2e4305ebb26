import { defineGate, type GateRequest, type RouteGate } from '../../../lib/authorize';
import { openChannel } from '../community.policy';
import { findChannelById, findChannelBySlug, type ChannelDirectory } from './channels.service';

/** How a request names its channel: by slug or id, or null when it names none (the feed of every channel). */
type ChannelNamed = (request: GateRequest) => { slug: string } | { id: string } | null;

/**
 * The gate of a route about one channel: the channel must exist (404) and open to the member's tier (403
 * upgrade_required, policy openChannel). Applied once the request is validated; the channels are in memory.
 */
function channelGate(channels: ChannelDirectory, named: ChannelNamed): RouteGate {
  return defineGate({
    policy: openChannel,
    stage: 'validated',
    async load(request) {
      const name = named(request);
      if (!name) return null;
      return 'slug' in name ? findChannelBySlug(channels, name.slug) : findChannelById(channels, name.id);
    },
  });
}

/** The feed's `?channel=` (a slug, or 'all': then the feed lists only the channels the member may read). */
export const feedChannelGate = (channels: ChannelDirectory) =>
  channelGate(channels, (request) => {
    const slug = (request.query as { channel: string }).channel;
    return slug === 'all' ? null : { slug };
  });

/** The channel a new post is written in (`channelId` of the body). */
export const newPostChannelGate = (channels: ChannelDirectory) =>
  channelGate(channels, (request) => ({ id: (request.body as { channelId: string }).channelId }));
