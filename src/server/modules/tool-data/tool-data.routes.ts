import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  toolEntryBodySchema,
  toolEntryListQuerySchema,
  toolEntryPageSchema,
  toolEntryPatchSchema,
  toolEntrySchema,
  toolSettingsBodySchema,
  toolSettingsResponseSchema,
} from '@shared/tools/tool-api.schemas';
import type { Database } from '../../db/client';
import type { ContentService } from '../content/content.service';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../profiles/viewer';
import * as tools from './tool-data.service';

const toolKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Unknown tool.');
const toolParams = z.object({ toolKey: toolKeySchema });
const entryParams = toolParams.extend({ id: z.uuid('Unknown entry id.') });
/** A client's key for one write, so a retry of it is saved once (printable, as HTTP headers are). */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,100}$/, 'An Idempotency-Key is 8 to 100 printable characters.')
    .optional(),
});

/** Tool data per member by tool key: entries (keyset-paginated) and settings. Owner-only, tier-gated. */
export const toolDataRoutes: FastifyPluginAsyncZod<{
  db: Database;
  content: ContentService;
}> = async (app, { db, content }) => {
  const deps: tools.ToolDataDeps = { db, content, firstPages: tools.createFirstPageCache() };
  // Every write is to the member's own data: their stamp moves, so their cached pages are stale everywhere.
  const ownWrite = { access: 'owner', changes: [viewerChanged] } as const;
  const tags = ['tools'];
  const base = '/api/tools/:toolKey';

  app.get(
    `${base}/entries`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: toolParams,
        querystring: toolEntryListQuerySchema,
        response: { 200: toolEntryPageSchema },
      },
    },
    async (request) =>
      tools.listEntries(deps, await requireViewer(request), request.params.toolKey, request.query),
  );

  app.post(
    `${base}/entries`,
    {
      config: ownWrite,
      schema: {
        tags,
        params: toolParams,
        headers: idempotencyHeaders,
        body: toolEntryBodySchema,
        response: { 201: toolEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await tools.createEntry(
            deps,
            await requireViewer(request),
            request.params.toolKey,
            request.body.data,
            request.headers['idempotency-key'],
          ),
        ),
  );

  app.get(
    `${base}/entries/:id`,
    {
      config: { access: 'owner' },
      schema: { tags, params: entryParams, response: { 200: toolEntrySchema } },
    },
    async (request) =>
      tools.getEntry(deps, await requireViewer(request), request.params.toolKey, request.params.id),
  );

  app.patch(
    `${base}/entries/:id`,
    {
      config: ownWrite,
      schema: { tags, params: entryParams, body: toolEntryPatchSchema, response: { 200: toolEntrySchema } },
    },
    async (request) =>
      tools.updateEntry(
        deps,
        await requireViewer(request),
        request.params.toolKey,
        request.params.id,
        request.body.data,
      ),
  );

  app.delete(
    `${base}/entries/:id`,
    { config: ownWrite, schema: { tags, params: entryParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await tools.deleteEntry(deps, await requireViewer(request), request.params.toolKey, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/settings`,
    {
      config: { access: 'owner' },
      schema: { tags, params: toolParams, response: { 200: toolSettingsResponseSchema } },
    },
    async (request) => tools.getSettings(deps, await requireViewer(request), request.params.toolKey),
  );

  app.put(
    `${base}/settings`,
    {
      config: ownWrite,
      schema: {
        tags,
        params: toolParams,
        body: toolSettingsBodySchema,
        response: { 200: toolSettingsResponseSchema },
      },
    },
    async (request) =>
      tools.putSettings(deps, await requireViewer(request), request.params.toolKey, request.body.data),
  );
};
