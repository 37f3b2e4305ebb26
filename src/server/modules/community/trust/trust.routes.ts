import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forumStandingSchema, readingInputSchema } from '@shared/community/trust';
import { requireViewer } from '../../../lib/viewer';
import { postGates } from '../channels/channel.gate';
import type { CommunityDeps } from '../community-deps';
import { findVisiblePostRow } from '../posts/posts.service';
import * as trust from './trust.service';

const postParams = z.object({ id: z.uuid('Could not find that post.') });

/**
 * A member's own standing in the forum (level, what the next asks, a silence or suspension with its reason),
 * and the reading that earns the levels: a thread page reports the time it was read. Neither is cached.
 */
export const trustRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const tags = ['community'];
  const gates = postGates(deps.channels, deps.postFacts);
  app.get(
    '/api/community/standing',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: forumStandingSchema } } },
    async (request) => trust.readStanding(deps.db, await requireViewer(request)),
  );
  app.post(
    '/api/community/posts/:id/reading',
    {
      config: { access: 'signedIn', gate: gates.post, changes: 'none' },
      schema: { tags, params: postParams, body: readingInputSchema, response: { 200: forumStandingSchema } },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await findVisiblePostRow(deps, viewer, request.params.id);
      return trust.recordReading(deps.db, viewer, request.params.id, request.body.seconds);
    },
  );
};
