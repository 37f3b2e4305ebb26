import { defineGate, type GateRequest, type RouteGate } from '../../../lib/authorize';
import { notFound } from '../../../lib/app-error';
import { openChannel, openPostChannel } from '../community.policy';
import type { PostFacts, PostFactsDirectory } from '../posts/post-facts';
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

/** What a post gate reads of the request: the post's facts (null: no such thing) and whose words it is about. */
type PostNamed = (
  request: GateRequest,
  facts: PostFactsDirectory,
) => Promise<{ facts: PostFacts | null; ownWordsOf?: string | null; missing: string }>;

/**
 * The gate of a route about a post, or a reply or poll option of one: its channel must open to the member's
 * tier (403 upgrade_required, policy openPostChannel), unless the request is about the member's own words.
 * What never changes about a post is read once per process (post-facts.ts); its visibility (hidden by
 * reports) is the service's, which loads the row anyway.
 */
function postChannelGate(channels: ChannelDirectory, facts: PostFactsDirectory, named: PostNamed) {
  return defineGate({
    policy: openPostChannel,
    stage: 'validated',
    async load(request) {
      const { facts: found, ownWordsOf = null, missing } = await named(request, facts);
      if (!found) throw notFound(missing);
      return { channel: await findChannelById(channels, found.channelId), ownWordsOf };
    },
  });
}

const POST_MISSING = 'Could not find that post.';
const REPLY_MISSING = 'Could not find that reply.';
const idOf = (request: GateRequest) => (request.params as { id: string }).id;

/** The gates of the forum's routes about posts, replies, poll options and reports. */
export function postGates(channels: ChannelDirectory, facts: PostFactsDirectory) {
  const gate = (named: PostNamed) => postChannelGate(channels, facts, named);
  return {
    /** `/posts/:id`: reading it, liking, replying, marking the answer. */
    post: gate(async (request, f) => ({ facts: await f.ofPost(idOf(request)), missing: POST_MISSING })),
    /** `/posts/:id` edited or deleted: the author passes whatever their tier now. */
    ownPost: gate(async (request, f) => {
      const found = await f.ofPost(idOf(request));
      return { facts: found, ownWordsOf: found?.authorId, missing: POST_MISSING };
    }),
    /** `/replies/:id` deleted: the reply's author passes. */
    ownReply: gate(async (request, f) => {
      const found = await f.ofReply(idOf(request));
      return { facts: found, ownWordsOf: found?.replyAuthorId, missing: REPLY_MISSING };
    }),
    /** `/poll-options/:optionId/vote`. */
    option: gate(async (request, f) => ({
      facts: await f.ofOption((request.params as { optionId: string }).optionId),
      missing: 'Could not find poll option.',
    })),
    /** A report names a post or a reply in its body. */
    report: gate(async (request, f) => {
      const body = request.body as { contentType: 'post' | 'reply'; postId?: string; replyId?: string };
      return body.contentType === 'post'
        ? { facts: await f.ofPost(body.postId ?? ''), missing: POST_MISSING }
        : { facts: await f.ofReply(body.replyId ?? ''), missing: REPLY_MISSING };
    }),
  };
}
