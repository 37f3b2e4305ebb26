import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  toolEntryBodySchemaFor,
  toolEntryListQuerySchema,
  toolEntryPageSchema,
  toolEntryPatchSchemaFor,
  toolEntrySchema,
  toolSettingsBodySchemaFor,
  toolSettingsResponseSchema,
} from '@shared/tools/tool-api.schemas';
import { toolKeys, type ToolKey } from '@shared/tools/tool-keys';
import type { Database } from '../../db/client';
import type { CacheMetrics } from '../../lib/cache-metrics';
import type { ContentService } from '../content/content.service';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import { toolEntryOwnership, toolGate } from './tool-data.gate';
import * as tools from './tool-data.service';

const toolKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Unknown tool.');
const toolParams = z.object({ toolKey: toolKeySchema });
const entryId = z.uuid('Unknown entry id.');
const entryParams = toolParams.extend({ id: entryId });
/** The path of a tool's own write routes: its key is in the address, not a parameter. */
const ownToolParams = z.object({});
const ownToolEntryParams = z.object({ id: entryId });
// Every write is to the member's own data: their stamp moves, so their cached pages are stale everywhere.
const ownWrite = { access: 'signedIn', changes: [viewerChanged] } as const;
const tags = ['tools'];

/** A client's key for one write, so a retry of it is saved once (printable, as HTTP headers are). */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,100}$/, 'An Idempotency-Key is 8 to 100 printable characters.')
    .optional(),
});

/**
 * Tool data per member by tool key: entries (keyset-paginated) and settings, tier-gated. Lists and settings are
 * the member's own by construction; a route naming one entry is an owner route (another's entry is a 404).
 */
export const toolDataRoutes: FastifyPluginAsyncZod<{
  db: Database;
  content: ContentService;
  /** Where the first-page cache reports hits and misses (metrics off: nowhere). */
  cacheMetrics?: CacheMetrics;
}> = async (app, { db, content, cacheMetrics }) => {
  const deps: tools.ToolDataDeps = { db, firstPages: tools.createFirstPageCache(cacheMetrics) };
  const base = '/api/tools/:toolKey';
  // Gated by the tool's access level (the layer applies it before each handler).
  const read = { access: 'signedIn', gate: toolGate(content) } as const;
  const owns = toolEntryOwnership(db);
  const readEntry = { ...read, access: 'owner', owns } as const;
  const writeEntry = { ...ownWrite, access: 'owner', owns, gate: toolGate(content) } as const;

  app.get(
    `${base}/entries`,
    {
      config: read,
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

  app.get(
    `${base}/entries/:id`,
    {
      config: readEntry,
      schema: { tags, params: entryParams, response: { 200: toolEntrySchema } },
    },
    async (request) =>
      tools.getEntry(deps, await requireViewer(request), request.params.toolKey, request.params.id),
  );

  app.delete(
    `${base}/entries/:id`,
    { config: writeEntry, schema: { tags, params: entryParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await tools.deleteEntry(deps, await requireViewer(request), request.params.toolKey, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/settings`,
    {
      config: read,
      schema: { tags, params: toolParams, response: { 200: toolSettingsResponseSchema } },
    },
    async (request) => tools.getSettings(deps, await requireViewer(request), request.params.toolKey),
  );

  // Each tool with a screen has its own write routes, so their body schemas name its data (in validation, the
  // API document and the fuzzer); the `:toolKey` ones take the tools an admin added, whose entries are notes.
  for (const toolKey of toolKeys) registerToolWrites(app, deps, content, toolKey);
  registerToolWrites(app, deps, content);
};

type ToolRoutes = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The writes that carry a tool's data: at `/api/tools/<toolKey>/…` with that tool's own schemas, or without a
 * key at `/api/tools/:toolKey/…` with the plain note of any tool an admin added.
 */
function registerToolWrites(
  app: ToolRoutes,
  deps: tools.ToolDataDeps,
  content: ContentService,
  toolKey?: ToolKey,
): void {
  const base = toolKey ? `/api/tools/${toolKey}` : '/api/tools/:toolKey';
  const params = toolKey ? ownToolParams : toolParams;
  const idParams = toolKey ? ownToolEntryParams : entryParams;
  // Never empty: a route without a key of its own has the :toolKey parameter.
  const keyOf = (path: Record<string, string>) => toolKey ?? path.toolKey ?? '';
  const config = { ...ownWrite, gate: toolGate(content, toolKey) };
  const entryConfig = { ...config, access: 'owner', owns: toolEntryOwnership(deps.db) } as const;

  app.post(
    `${base}/entries`,
    {
      config,
      schema: {
        tags,
        params,
        headers: idempotencyHeaders,
        body: toolEntryBodySchemaFor(toolKey),
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
            keyOf(request.params),
            request.body.data,
            request.headers['idempotency-key'],
          ),
        ),
  );

  app.patch(
    `${base}/entries/:id`,
    {
      config: entryConfig,
      schema: {
        tags,
        params: idParams,
        body: toolEntryPatchSchemaFor(toolKey),
        response: { 200: toolEntrySchema },
      },
    },
    async (request) =>
      tools.updateEntry(
        deps,
        await requireViewer(request),
        keyOf(request.params),
        request.params.id,
        request.body.data,
      ),
  );

  app.put(
    `${base}/settings`,
    {
      config,
      schema: {
        tags,
        params,
        body: toolSettingsBodySchemaFor(toolKey),
        response: { 200: toolSettingsResponseSchema },
      },
    },
    async (request) =>
      tools.putSettings(deps, await requireViewer(request), keyOf(request.params), request.body.data),
  );
}
