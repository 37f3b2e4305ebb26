import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { ChangeFeed } from '../../../lib/changes/change-feed';
import { requireViewer } from '../../../lib/viewer';
import { postGates } from '../channels/channel.gate';
import { readableChannels } from '../channels/channels.service';
import type { CommunityDeps } from '../community-deps';
import { findVisiblePostRow } from '../posts/posts.service';
import { eventsOf, insertEvents, pruneEvents, type ForumEvent } from './forum-events.repository';
import { createLiveHub, LIVE_PER_MEMBER } from './live-hub';

const postParams = z.object({ id: z.uuid('Could not find that post.') });
const FORUM_KINDS = new Set(['post', 'channel', 'forum']);
/** What a live route answers (its schema's `produces`): a stream that does not end while the page is open. */
export const EVENT_STREAM = 'text/event-stream';

/** The Last-Event-ID a reconnecting browser sends (a positive whole number), or null. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Live threads and feed (issue 30 §6): Server-Sent Events that say which post or channel changed, so the page
 * reads it again through the usual routes (every rule applies there; an event carries ids only). Events come
 * from the forum's change log, which every process reads, so a browser resumes on any of them after a reconnect.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps; changes: ChangeFeed }> = async (
  app,
  { deps, changes },
) => {
  const hub = createLiveHub(deps.db);
  let writes = 0;
  changes.onPublish(async (published) => {
    await insertEvents(deps.db, eventsOf(published));
    // Now and then, the writer drops what is older than a day.
    if ((writes += 1) % 500 === 0) await pruneEvents(deps.db);
  });
  changes.subscribe((change) => {
    if (FORUM_KINDS.has(change.kind)) hub.wake();
  });
  changes.onReset(() => hub.wake());
  app.addHook('onClose', async () => hub.close());

  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    wants: (event: ForumEvent) => boolean,
  ) {
    // Only a client that reads a stream gets one (EventSource asks for it); any other request is answered now.
    if (!String(request.headers.accept ?? '').includes(EVENT_STREAM))
      throw new AppError(406, 'not_acceptable', `This address is a live stream: ask for ${EVENT_STREAM}.`);
    if (!hub.admits(userId))
      throw new AppError(
        429,
        'rate_limited',
        `At most ${LIVE_PER_MEMBER} pages of the forum update live at once. Close one and try again.`,
      );
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    raw.write('retry: 3000\n\n');
    const close = await hub.open(
      { userId, wants, write: (text) => void raw.write(text) },
      lastEventIdOf(request.headers['last-event-id']),
    );
    if (!close) {
      raw.end('retry: 60000\n\n');
      return;
    }
    request.raw.on('close', close);
  }

  const tags = ['community'];
  const produces = [EVENT_STREAM];
  app.get(
    '/api/community/live',
    { config: { access: 'signedIn' }, schema: { tags, produces, summary: 'The feed, live' } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { ids, all } = await readableChannels(deps.channels, viewer);
      const readable = new Set(ids);
      await stream(
        request,
        reply,
        viewer.userId,
        (event) =>
          event.kind === 'forum' || (event.channelId !== null && (all || readable.has(event.channelId))),
      );
    },
  );

  const gates = postGates(deps.channels, deps.postFacts);
  app.get(
    '/api/community/posts/:id/live',
    {
      config: { access: 'signedIn', gate: gates.post },
      schema: { tags, produces, params: postParams, summary: 'A thread, live' },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const post = await findVisiblePostRow(deps, viewer, request.params.id);
      await stream(
        request,
        reply,
        viewer.userId,
        (event) => event.kind === 'forum' || (event.kind === 'post' && event.postId === post.id),
      );
    },
  );
};
