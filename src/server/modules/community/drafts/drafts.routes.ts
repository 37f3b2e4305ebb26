import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@shared/api/error.schemas';
import { draftParamsSchema, forumDraftSchema, saveDraftSchema } from '@shared/community/drafts.schemas';
import type { Database } from '../../../db/client';
import { requireViewer } from '../../../lib/viewer';
import * as service from './drafts.service';

/**
 * The member's forum drafts (issue 30), by place. Only the member's own are ever read or written: the member comes
 * from the session, and nothing else names one. No cache holds a draft, so no write needs telling
 * (`changes: 'none'`); sending a post or a reply clears its draft in the sending transaction (posts.service,
 * replies.service).
 */
export const draftRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const url = '/api/community/drafts/:place';
  const tags = ['community'];

  app.get(
    url,
    {
      config: { access: 'signedIn' },
      schema: { tags, params: draftParamsSchema, response: { 200: forumDraftSchema } },
    },
    async (request) => service.readDraft(db, await requireViewer(request), request.params.place),
  );

  app.put(
    url,
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, params: draftParamsSchema, body: saveDraftSchema, response: { 200: forumDraftSchema } },
    },
    async (request) =>
      service.saveDraft(db, await requireViewer(request), request.params.place, request.body.data),
  );

  app.delete(
    url,
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, params: draftParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.discardDraft(db, await requireViewer(request), request.params.place);
      return { ok: true as const };
    },
  );
};
