import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactMessageSchema,
} from '@shared/contact/contact.schemas';
import type { Database } from '../../db/client';
import { perNetworkLimit } from '../../plugins/rate-limit-plugin';
import { listContactMessages, submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        changes: 'none',
        rateLimit: perNetworkLimit('contact', 10, 60 * 60 * 1000),
      },
      schema: { tags: ['contact'], body: contactMessageInputSchema, response: { 201: contactMessageSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitContactMessage(db, request.body, (await request.loadCurrentUser())?.id ?? null)),
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          cursor: z.string().max(200).optional(),
        }),
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );
};
