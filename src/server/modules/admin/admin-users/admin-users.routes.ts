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
import { authorChanged, forumChanged } from '../../../lib/changes/change';
import { paramMemberChanged, type ChangeDeclaration } from '../../../plugins/declared-changes';
import { createUser, deleteUser, listUsers, updateUser, type AdminUsersDeps } from './admin-users.service';

const params = z.object({ id: z.string().min(1).max(100) });
const memberOfParam = paramMemberChanged('id');
const authorOfParam: ChangeDeclaration = ({ params: p }) => (p.id ? authorChanged(p.id) : null);

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  const tags = ['admin'];
  const read = { access: 'admin' } as const;
  // A member's name, role, tier and sessions: their cached sessions and how the forum shows them.
  const changesMember = { access: 'admin', changes: [memberOfParam, authorOfParam] } as const;
  const audit = (action: string) => ({ action, target: 'user' });

  app.get(
    '/api/admin/users',
    {
      config: read,
      schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } },
    },
    async (request) => listUsers(deps.db, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: 'admin', changes: 'none', audit: audit('user.create') },
      schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } },
    },
    async (request, reply) => reply.status(201).send(await createUser(deps, request.audit, request.body)),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { ...changesMember, audit: audit('user.update') },
      schema: { tags, params, body: updateUserSchema, response: { 200: adminUserSchema } },
    },
    async (request) => updateUser(deps, request.audit, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    // Their posts stay as by 'Former member' (or go, forced), their likes and votes go: the whole forum.
    {
      config: { access: 'admin', changes: [memberOfParam, forumChanged], audit: audit('user.delete') },
      schema: { tags, params, querystring: deleteUserQuerySchema },
    },
    async (request, reply) => {
      await deleteUser(deps, request.audit, request.params.id, request.query);
      return reply.status(204).send();
    },
  );
};
