import { okSchema } from '@shared/api/error.schemas';
import type * as z from '@shared/api/zod-mini';
import { draftDataSchemaFor, forumDraftSchema, saveDraftSchema } from '@shared/community/drafts.schemas';
import { error, reply } from './fake-api-answers';
import type { FakeCommunityState } from './fake-community-api';

interface FakeRequest {
  route: string;
  method: string;
  parts: string[];
  body: unknown;
  check: <S extends z.core.$ZodType>(route: string, schema: S, body: unknown) => z.infer<S> | null;
}

/** The fake's draft routes (GET, PUT, DELETE /api/community/drafts/:place); undefined for other routes. */
export function answerDrafts(
  state: FakeCommunityState,
  { route, method, parts, body, check }: FakeRequest,
): Response | undefined {
  if (!(parts[0] === 'api' && parts[1] === 'community' && parts[2] === 'drafts' && parts[3]))
    return undefined;
  const place = parts[3];
  // The fixtures' post ids are not UUIDs: only the kind of place is checked here.
  if (!/^(?:new-topic|reply:.+)$/.test(place)) {
    state.invalidBodies.push({ route, issues: `no draft place ${place}` });
    return error(400, 'validation_failed', 'A draft is kept for a new topic or a reply to a post.');
  }
  const kept = state.drafts.get(place);
  if (method === 'GET') {
    if (!kept) return error(404, 'not_found', 'No draft is kept here.');
    return reply(forumDraftSchema, { place, ...kept });
  }
  if (method === 'PUT') {
    const input = check(route, saveDraftSchema, body);
    const data = input && check(route, draftDataSchemaFor(place), input.data);
    if (!data) return error(400, 'validation_failed', 'Check the draft.');
    const saved = { data, updatedAt: new Date().toISOString() };
    state.drafts.set(place, saved);
    return reply(forumDraftSchema, { place, ...saved });
  }
  if (method === 'DELETE') {
    state.drafts.delete(place);
    return reply(okSchema, { ok: true });
  }
  return undefined;
}
