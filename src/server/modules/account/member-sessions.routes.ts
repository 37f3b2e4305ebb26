import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@shared/api/error.schemas';
import { memberSessionListSchema, revokedSessionsSchema } from '@shared/account/sessions.schemas';
import { viewerChanged } from '../../plugins/declared-changes';
import {
  memberSessionOwnership,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  type MemberSessionDeps,
} from './member-sessions.service';
import { requireViewer } from '../../lib/viewer';

export const memberSessionRoutes: FastifyPluginAsyncZod<MemberSessionDeps> = async (app, deps) => {
  const tags = ['account'];

  app.get(
    '/api/account/sessions',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: memberSessionListSchema } } },
    async (request) => ({ sessions: await listSessions(deps, await requireViewer(request)) }),
  );

  // Cached sessions must not outlive their rows: the member's stamp moves, so a revoked one is refused next.
  app.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'owner', owns: memberSessionOwnership(deps.db), changes: [viewerChanged] },
      schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: { 200: okSchema } },
    },
    async (request) => {
      await revokeSession(deps, await requireViewer(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, response: { 200: revokedSessionsSchema } },
    },
    async (request) => ({ revoked: await revokeOtherSessions(deps, await requireViewer(request)) }),
  );
};
