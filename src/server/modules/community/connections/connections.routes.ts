import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockStateSchema,
  memberSuggestionQuerySchema,
  memberSuggestionsSchema,
  usernameParamsSchema,
} from '@shared/community/connections.schemas';
import type { Database } from '../../../db/client';
import { requireViewer } from '../../../lib/viewer';
import * as service from './connections.service';

/**
 * Members finding each other: the @ suggestions while writing, and blocking a member. Nothing here is cached, so
 * no write needs telling (`changes: 'none'`); a block acts where notifications are made.
 */
export const connectionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['community'];
  app.get(
    '/api/community/members/suggestions',
    {
      config: { access: 'signedIn' },
      schema: { tags, querystring: memberSuggestionQuerySchema, response: { 200: memberSuggestionsSchema } },
    },
    async (request) => ({
      items: await service.suggestMembers(db, await requireViewer(request), request.query.prefix),
    }),
  );

  const block = '/api/community/users/:username/block';
  const schema = { tags, params: usernameParamsSchema, response: { 200: blockStateSchema } };
  app.get(block, { config: { access: 'signedIn' }, schema }, async (request) =>
    service.readBlock(db, await requireViewer(request), request.params.username),
  );
  app.put(block, { config: { access: 'signedIn', changes: 'none' }, schema }, async (request) =>
    service.block(db, await requireViewer(request), request.params.username),
  );
  app.delete(block, { config: { access: 'signedIn', changes: 'none' }, schema }, async (request) =>
    service.unblock(db, await requireViewer(request), request.params.username),
  );
};
