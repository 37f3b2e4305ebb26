import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { notFound } from '../../lib/app-error';
import { readSingleUpload } from '../../lib/single-upload';
import {
  AVATAR_MAX_BYTES,
  avatarTooLarge,
  readAvatar,
  removeAvatar,
  setAvatar,
  type AvatarDeps,
} from './avatar.service';
import { requireViewer } from '../../lib/viewer';
import { viewerAuthorChanged, viewerChanged } from '../../plugins/declared-changes';

export const avatarRoutes: FastifyPluginAsyncZod<AvatarDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const tags = ['profile'];

  app.post(
    '/api/profile/avatar',
    {
      config: { access: 'signedIn', changes: [viewerChanged, viewerAuthorChanged] },
      schema: {
        tags,
        summary: 'Upload an avatar (multipart, field "avatar")',
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      // The file's name is never kept: the image is stored under a random one.
      const { bytes } = await readSingleUpload(request, {
        field: 'avatar',
        noun: 'an image',
        tooLarge: avatarTooLarge,
      });
      return setAvatar(deps, viewer.userId, bytes);
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      config: { access: 'signedIn', changes: [viewerChanged, viewerAuthorChanged] },
      schema: { tags, response: { 200: ownProfileSchema } },
    },
    async (request) => removeAvatar(deps, (await requireViewer(request)).userId),
  );

  app.get(
    '/avatars/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      // Any process serves any avatar: they all read the one media storage, never their own disk.
      const bytes = await readAvatar(deps.media, request.params.name);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
