import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownProfileSchema, setForumNameSchema, updateProfileSchema } from '@shared/profiles/profiles.schemas';
import { getOwnProfile, updateProfile, type ProfileDeps } from './profiles.service';
import { setForumName } from './forum-name.service';
import { viewerAuthorChanged, viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';

export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['profile'];

  app.get(
    '/api/profile',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: ownProfileSchema } } },
    async (request) => getOwnProfile(db, (await requireViewer(request)).userId),
  );

  // Cached sessions carry the profile, and the forum shows the names beside every post.
  app.patch(
    '/api/profile',
    {
      config: { access: 'signedIn', changes: [viewerChanged, viewerAuthorChanged] },
      schema: { tags, body: updateProfileSchema, response: { 200: ownProfileSchema } },
    },
    async (request) => updateProfile(deps, (await requireViewer(request)).userId, request.body),
  );

  // The forum name is the username every post, reply and notification of theirs shows.
  app.put(
    '/api/profile/forum-name',
    {
      config: { access: 'signedIn', changes: [viewerChanged, viewerAuthorChanged] },
      schema: {
        tags,
        summary: 'Choose the name the community sees',
        body: setForumNameSchema,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => setForumName(deps, (await requireViewer(request)).userId, request.body),
  );
};
