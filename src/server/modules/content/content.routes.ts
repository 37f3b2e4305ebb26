import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentBundleSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
  skillCompletionSchema,
  skillSearchQuerySchema,
  skillSearchResultSchema,
  skillViewSchema,
} from '@shared/content/content.schemas';
import { findViewer, requireViewer } from '../../lib/viewer';
import { sendEncodedJson } from '../../lib/encoded-json';
import type { ContentService } from './content.service';
import { skillGate } from './content.gate';
import { viewerChanged } from '../../plugins/declared-changes';

const skillParams = z.object({ skillId: z.string().min(1).max(120) });

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['content'];

  app.get(
    '/api/content',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The content bundle (get_all_content)',
        response: { 200: contentBundleSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const { etag, encoded } = await content.getBundle();
      // Public, shared content: browsers revalidate with the ETag and get a 304 when nothing changed.
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      // A 304 carries no body at all (not even a serialized null), or keep-alive clients misread the stream.
      if (request.headers['if-none-match'] === etag)
        return reply.status(304).removeHeader('content-type').send(undefined);
      // Serialised and compressed once per version: the bytes go out as they are (the bundle behind them was
      // parsed by contentBundleSchema when built from validated rows).
      return sendEncodedJson(request, reply, encoded);
    },
  );

  app.get(
    '/api/content/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search skills (ranked, with stemming, synonyms and highlights)',
        querystring: skillSearchQuerySchema,
        response: { 200: skillSearchResultSchema },
      },
    },
    async (request) => {
      const viewer = await findViewer(request);
      return content.search(request.query.q, viewer?.tier ?? null, request.query.limit);
    },
  );

  app.get(
    '/api/skills/:skillId',
    {
      config: { access: 'public' },
      schema: { tags, params: skillParams, response: { 200: skillViewSchema } },
    },
    async (request) => content.getSkill(request.params.skillId, await findViewer(request)),
  );

  app.post(
    '/api/skills/:skillId/completions',
    {
      config: { access: 'signedIn', gate: skillGate(content), changes: [viewerChanged] },
      schema: {
        tags,
        summary: 'Mark a skill as practised',
        params: skillParams,
        response: { 201: skillCompletionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await content.markPractised(request.params.skillId, await requireViewer(request))),
  );

  app.get(
    '/api/recommendations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'get_skill_recommendations',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsSchema },
      },
    },
    async (request) => ({
      items: await content.recommend(await requireViewer(request), request.query.limit),
    }),
  );
};
