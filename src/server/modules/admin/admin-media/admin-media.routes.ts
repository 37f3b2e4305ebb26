import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  mediaFileSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaNameSchema,
} from '@shared/admin/admin-media.schemas';
import { readSingleUpload } from '../../../lib/single-upload';
import { AppError, notFound } from '../../../lib/app-error';
import {
  contentTypeOf,
  deleteMedia,
  listMedia,
  uploadMedia,
  type AdminMediaDeps,
} from './admin-media.service';

const tooLarge = () => new AppError(413, 'file_too_large', 'Files are limited to 10 MB.');

export const adminMediaRoutes: FastifyPluginAsyncZod<AdminMediaDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  // The media list is read afresh and a file's name never changes: no cache holds either.
  const mediaWrite = { access: 'admin', changes: 'none' } as const;
  const audited = (action: string) => ({
    ...mediaWrite,
    audit: { action, target: 'media', targetParam: 'name' },
  });

  app.get(
    '/api/admin/media',
    { config, schema: { tags, querystring: mediaListQuerySchema, response: { 200: mediaListSchema } } },
    async (request) => listMedia(deps.db, request.query),
  );

  app.post(
    '/api/admin/media',
    {
      config: audited('media.upload'),
      schema: {
        tags,
        summary: 'Upload one file (multipart, field "file")',
        response: { 201: mediaFileSchema },
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await readSingleUpload(request, {
        field: 'file',
        noun: 'a file',
        tooLarge,
      });
      const file = await uploadMedia(deps, request.audit, { bytes, originalName: filename });
      return reply.status(201).send(file);
    },
  );

  app.delete(
    '/api/admin/media/:name',
    { config: audited('media.delete'), schema: { tags, params: z.object({ name: mediaNameSchema }) } },
    async (request, reply) => {
      await deleteMedia(deps, request.audit, request.params.name);
      return reply.status(204).send();
    },
  );
};

/** The files themselves, public at /media/<name>: names never change, so they are cached for a year. */
export const mediaFileRoutes: FastifyPluginAsyncZod<Pick<AdminMediaDeps, 'storage'>> = async (
  app,
  { storage },
) => {
  app.get(
    '/media/:name',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const name = mediaNameSchema.safeParse(request.params.name);
      if (!name.success) throw notFound('That file does not exist.');
      const bytes = await storage.get(name.data);
      if (!bytes) throw notFound('That file does not exist.');
      const type = contentTypeOf(name.data);
      return (
        reply
          .header('content-type', type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // A PDF opens in the browser's viewer, never as a page of this site.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(bytes)
      );
    },
  );
};
