import type { FastifyInstance } from 'fastify';
import type { EncodedJson } from '../../lib/encoded-json';
import { createGenerationCache, type GenerationCache } from '../../lib/generation-cache';
import type { SharedState } from '../../shared-state/shared-state';
import type { SessionCache } from '../auth/session-cache';
import type { Viewer } from '../profiles/viewer';

/**
 * Feed pages kept in this process per member and query. A page is stamped with the member's generation and the
 * forum's generation, both read before its query, and served only while both hold:
 * - the forum's generation moves in this process before the response of any write leaves, and in every other
 *   process when the 'community' invalidation reaches it (Redis pub/sub, milliseconds);
 * - the writer's own generation moves too (in Redis, at once), so the writer's next request sees the change in
 *   every process, as §4's "re-fetch after each change" asks.
 * Without a shared invalidation (PostgreSQL without Redis) nothing is cached.
 */
export interface FeedCache {
  /** The stamp of a page computed from now on, or undefined when pages must not be cached. */
  stamp(viewer: Viewer): string | undefined;
  /** Feed pages, serialised (and compressed on demand) once. */
  pages: GenerationCache<EncodedJson>;
  /** Single posts as their page opens them, under the same stamps. */
  posts: GenerationCache<EncodedJson>;
}

/** Requests that change nothing a feed shows: tool entries and settings are private to their tools. */
const outsideTheForum = ['/api/tools/'];

export function createFeedCache(state: SharedState, options: { invalidatedEverywhere: boolean }): FeedCache {
  let forum = 0;
  state.subscribe('community', () => {
    forum += 1;
  });
  return {
    stamp: (viewer) =>
      viewer.generation === undefined || !options.invalidatedEverywhere
        ? undefined
        : `${viewer.generation}.${forum}`,
    pages: createGenerationCache({ maxEntries: 1_000, maxValueSize: 65_536, maxAgeMs: 5 * 60_000 }),
    posts: createGenerationCache({ maxEntries: 2_000, maxValueSize: 16_384, maxAgeMs: 5 * 60_000 }),
  };
}

/**
 * Every successful write under /api (but the tools') may change what a feed shows: a post, reply, like, vote,
 * pin or report; moderation; a member's name, avatar, title, tier or deletion; the channels. Before its response
 * leaves, the forum's generation moves everywhere, and for a forum write the writer's own generation too.
 */
export function registerFeedInvalidation(
  app: FastifyInstance,
  deps: {
    state: SharedState;
    sessions: Pick<SessionCache, 'invalidateUser'>;
    /** Whether feed pages are cached at all; when not, the writer's generation need not move for them. */
    feedCached: boolean;
  },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400)
      return payload;
    const url = request.url;
    if (!url.startsWith('/api/') || outsideTheForum.some((prefix) => url.startsWith(prefix))) return payload;
    await deps.state.publish('community');
    if (deps.feedCached && url.startsWith('/api/community/')) {
      const viewer = await request.loadViewer();
      if (viewer) await deps.sessions.invalidateUser(viewer.userId);
    }
    return payload;
  });
}
