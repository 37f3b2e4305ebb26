import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminSkillSchema,
  adminToolSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  orderInputSchema,
  orderResultSchema,
  skillInputSchema,
  skillUpdateSchema,
  toolInputSchema,
  toolUpdateSchema,
} from '@shared/admin/admin-content.schemas';
import { requireViewer } from '../../profiles/viewer';
import { createCatalogService } from './admin-catalog.service';
import type { AdminContentDeps } from './admin-content-write';
import { contentChanged } from '../../../lib/changes/change';

const params = z.object({ id: z.string().min(1).max(120) });

export const adminCatalogRoutes: FastifyPluginAsyncZod<AdminContentDeps> = async (app, deps) => {
  const catalog = createCatalogService(deps);
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  // Categories, skills and tools are the content bundle and the search index every process keeps.
  const contentWrite = { access: 'admin', changes: [contentChanged] } as const;
  const actor = async (request: Parameters<typeof requireViewer>[0]) => (await requireViewer(request)).userId;

  // Categories
  app.post(
    '/api/admin/categories',
    {
      config: contentWrite,
      schema: { tags, body: categoryInputSchema, response: { 201: adminCategorySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await catalog.createCategory(await actor(request), request.body)),
  );
  app.put(
    '/api/admin/categories/order',
    { config: contentWrite, schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } } },
    async (request) => catalog.orderCategories(await actor(request), request.body),
  );
  app.patch(
    '/api/admin/categories/:id',
    {
      config: contentWrite,
      schema: { tags, params, body: categoryUpdateSchema, response: { 200: adminCategorySchema } },
    },
    async (request) => catalog.updateCategory(await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    { config: contentWrite, schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteCategory(await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Skills
  app.get(
    '/api/admin/skills/:id',
    { config, schema: { tags, params, response: { 200: adminSkillSchema } } },
    async (request) => catalog.getSkill(request.params.id),
  );
  app.post(
    '/api/admin/skills',
    { config: contentWrite, schema: { tags, body: skillInputSchema, response: { 201: adminSkillSchema } } },
    async (request, reply) =>
      reply.status(201).send(await catalog.createSkill(await actor(request), request.body)),
  );
  app.put(
    '/api/admin/skills/order',
    { config: contentWrite, schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } } },
    async (request) => catalog.orderSkills(await actor(request), request.body),
  );
  app.patch(
    '/api/admin/skills/:id',
    {
      config: contentWrite,
      schema: { tags, params, body: skillUpdateSchema, response: { 200: adminSkillSchema } },
    },
    async (request) => catalog.updateSkill(await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/skills/:id',
    { config: contentWrite, schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteSkill(await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Tools
  app.post(
    '/api/admin/tools',
    { config: contentWrite, schema: { tags, body: toolInputSchema, response: { 201: adminToolSchema } } },
    async (request, reply) =>
      reply.status(201).send(await catalog.createTool(await actor(request), request.body)),
  );
  app.put(
    '/api/admin/tools/order',
    { config: contentWrite, schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } } },
    async (request) => catalog.orderTools(await actor(request), request.body),
  );
  app.patch(
    '/api/admin/tools/:id',
    {
      config: contentWrite,
      schema: { tags, params, body: toolUpdateSchema, response: { 200: adminToolSchema } },
    },
    async (request) => catalog.updateTool(await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/tools/:id',
    { config: contentWrite, schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteTool(await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
