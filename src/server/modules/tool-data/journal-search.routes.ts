import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  journalEmotionTagsSchema,
  journalSearchPageSchema,
  journalSearchQuerySchema,
} from '@shared/tools/journal-search.schemas';
import type { Database } from '../../db/client';
import { requireViewer } from '../../lib/viewer';
import type { ContentService } from '../content/content.service';
import { JOURNAL_TOOL_KEY } from './journal-search.repository';
import * as journal from './journal-search.service';
import { toolGate } from './tool-data.gate';

/**
 * The self-awareness journal's search over all of the member's entries, and the emotion tags to search by.
 * Both read only the member's own entries without naming one, so they are signedIn (as the history list is),
 * behind the journal's tool gate.
 */
export const journalSearchRoutes: FastifyPluginAsyncZod<{ db: Database; content: ContentService }> = async (
  app,
  { db, content },
) => {
  const config = { access: 'signedIn', gate: toolGate(content, JOURNAL_TOOL_KEY) } as const;
  const base = `/api/tools/${JOURNAL_TOOL_KEY}`;
  const tags = ['tools'];

  app.get(
    `${base}/search`,
    {
      config,
      schema: { tags, querystring: journalSearchQuerySchema, response: { 200: journalSearchPageSchema } },
    },
    async (request) => journal.searchJournal(db, await requireViewer(request), request.query),
  );

  app.get(
    `${base}/emotion-tags`,
    { config, schema: { tags, response: { 200: journalEmotionTagsSchema } } },
    async (request) => journal.journalEmotionTags(db, await requireViewer(request)),
  );
};
