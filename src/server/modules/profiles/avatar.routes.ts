import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { badRequest } from '../../plugins/app-error';
import { AVATAR_MAX_BYTES, avatarTooLarge, removeAvatar, setAvatar, type AvatarDeps } from './avatar.service';
import { requireViewer } from './viewer';

export const avatarRoutes: FastifyPluginAsyncZod<AvatarDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const tags = ['profile'];

  app.post(
    '/api/profile/avatar',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Upload an avatar (multipart, field "avatar")',
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data.');
      const file = await request.file();
      if (!file) throw badRequest('Choose an image to upload.', { avatar: 'Choose an image to upload.' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
        throw error;
      }
      return setAvatar(deps, viewer.userId, bytes);
    },
  );

  app.delete(
    '/api/profile/avatar',
    { config: { access: 'owner' }, schema: { tags, response: { 200: ownProfileSchema } } },
    async (request) => removeAvatar(deps, (await requireViewer(request)).userId),
  );

  app.get(
    '/avatars/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const bytes = await deps.avatars.read(request.params.name);
      if (!bytes) return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
