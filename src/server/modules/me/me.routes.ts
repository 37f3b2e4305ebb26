import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@shared/api/error.schemas';
import { deleteAccountSchema, onboardingInputSchema } from '@shared/me/me.schemas';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { deleteOwnAccount, type AccountDeletionDeps } from '../auth/account-deletion.service';
import { forumChanged } from '../../lib/changes/change';
import type { NoticeDeps } from '../../mail/member-mails';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import { dashboardSchema } from '@shared/me/dashboard.schemas';
import { getDashboard, type DashboardDeps } from './dashboard.service';
import { exportMemberData } from './export.service';
import { saveOnboarding, type OnboardingDeps } from './onboarding.service';

export type MeDeps = AccountDeletionDeps &
  OnboardingDeps &
  Omit<NoticeDeps, 'log'> & { content: DashboardDeps['content'] };

export const meRoutes: FastifyPluginAsyncZod<MeDeps> = async (app, deps) => {
  const tags = ['me'];

  app.get(
    '/api/me/export',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Download my data (ZIP)' } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const zip = await exportMemberData(deps.db, viewer.userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="design-your-life-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.get(
    '/api/me/dashboard',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: dashboardSchema } } },
    async (request) =>
      getDashboard(
        {
          db: deps.db,
          content: deps.content,
          logError: (error) => request.log.error({ err: error }, 'recommendations failed'),
        },
        await requireViewer(request),
      ),
  );

  app.put(
    '/api/me/onboarding',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, body: onboardingInputSchema, response: { 200: ownProfileSchema } },
    },
    async (request) => saveOnboarding(deps, (await requireViewer(request)).userId, request.body),
  );

  // Their posts stay as by 'Former member' (or go, if they choose), their likes and votes go: the forum changes
  // across many posts.
  app.delete(
    '/api/me',
    {
      config: { access: 'signedIn', changes: [viewerChanged, forumChanged] },
      schema: { tags, summary: 'Delete my account', body: deleteAccountSchema, response: { 200: okSchema } },
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
