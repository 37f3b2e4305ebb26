import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  createUserSchema,
  deleteUserQuerySchema,
  updateUserSchema,
} from '@shared/admin/admin-users.schemas';
import { requireViewer } from '../../profiles/viewer';
import { createUser, deleteUser, listUsers, updateUser, type AdminUsersDeps } from './admin-users.service';

const params = z.object({ id: z.string().min(1).max(100) });

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  const tags = ['admin'];
  const config = { access: 'admin' as const };

  app.get(
    '/api/admin/users',
    { config, schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request) => listUsers(deps.db, request.query),
  );

  app.post(
    '/api/admin/users',
    { config, schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await createUser(deps, viewer.userId, request.body));
    },
  );

  app.patch(
    '/api/admin/users/:id',
    { config, schema: { tags, params, body: updateUserSchema, response: { 200: adminUserSchema } } },
    async (request) =>
      updateUser(deps, (await requireViewer(request)).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    { config, schema: { tags, params, querystring: deleteUserQuerySchema } },
    async (request, reply) => {
      await deleteUser(deps, (await requireViewer(request)).userId, request.params.id, request.query);
      return reply.status(204).send();
    },
  );
};
