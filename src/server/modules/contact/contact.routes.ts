import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactMessageSchema,
} from '@shared/contact/contact.schemas';
import type { Database } from '../../db/client';
import { perIpLimit } from '../../plugins/rate-limits';
import type { RateStore } from '../../plugins/rate-store';
import { listContactMessages, submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database; rateStore: RateStore }> = async (
  app,
  { db, rateStore },
) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', changes: 'none' },
      preHandler: perIpLimit(rateStore, 'contact', 10, 60 * 60 * 1000),
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
