import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORUM_IMAGE_MAX_BYTES, forumImageSchema } from '@shared/community/forum-images';
import { notFound } from '../../../lib/app-error';
import { readSingleUpload } from '../../../lib/single-upload';
import { requireViewer } from '../../../lib/viewer';
import { imageTooLarge, readForumImage, uploadForumImage, type ForumImageDeps } from './forum-images.service';

/**
 * Images for posts and replies: uploaded by a member (multipart, field "image") into the one media storage, and
 * served from it by any process. An upload changes nothing cached until a post shows it (`changes: 'none'`).
 */
export const forumImageRoutes: FastifyPluginAsyncZod<ForumImageDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: FORUM_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const tags = ['community'];

  app.post(
    '/api/community/images',
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: {
        tags,
        summary: 'Upload an image for a post or reply (multipart, field "image")',
        response: { 201: forumImageSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      // The file's name is never kept: the image is stored under a random one.
      const { bytes } = await readSingleUpload(request, {
        field: 'image',
        noun: 'an image',
        tooLarge: imageTooLarge,
      });
      return reply.status(201).send(await uploadForumImage(deps, viewer, bytes));
    },
  );

  app.get(
    '/forum-images/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const bytes = await readForumImage(deps.media, request.params.name);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
