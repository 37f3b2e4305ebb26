import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@shared/api/error.schemas';
import { deleteAccountSchema } from '@shared/account/account-deletion.schemas';
import { forumChanged } from '../../lib/changes/change';
import type { NoticeDeps } from '../../mail/member-mails';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import { deleteOwnAccount, type AccountDeletionDeps } from './account-deletion.service';

export type AccountDeletionRouteDeps = AccountDeletionDeps & Omit<NoticeDeps, 'log'>;

export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRouteDeps> = async (app, deps) => {
  // Their posts stay as by 'Former member' (or go, if they choose), their likes and votes go: the forum changes
  // across many posts.
  app.delete(
    '/api/me',
    {
      config: { access: 'signedIn', changes: [viewerChanged, forumChanged] },
      schema: {
        tags: ['account'],
        summary: 'Delete my account',
        body: deleteAccountSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await deleteOwnAccount({ ...deps, log: request.log }, viewer.userId, request.body.password, {
        removeCommunityContent: request.body.removeCommunityContent,
      });
      const { authCookies } = await deps.auth.$context;
      reply.header(
        'set-cookie',
        `${authCookies.sessionToken.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      );
      return { ok: true as const };
    },
  );
};
