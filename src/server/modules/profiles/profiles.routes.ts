import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileSchema,
  updateProfileSchema,
  updateSubscriptionSchema,
} from '@shared/profiles/profiles.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth-context';
import { getProfile, updateProfile, updateSubscription } from './profiles.service';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    { preHandler: signedIn, schema: { tags, response: { 200: profileSchema } } },
    async (request) => {
      const profile = await getProfile(db, (await requireUser(request)).id);
      if (!profile) throw notFound('Your profile could not be found.');
      return profile;
    },
  );

  app.patch(
    '/api/profile',
    { preHandler: signedIn, schema: { tags, body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => updateProfile(db, (await requireUser(request)).id, request.body),
  );

  app.put(
    '/api/admin/users/:userId/subscription',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Set a member's subscription tier and status",
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: updateSubscriptionSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateSubscription(db, request.params.userId, request.body),
  );
};
