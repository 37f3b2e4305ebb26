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
import { createCatalogService } from '../../content/editing/catalog.service';
import type { AdminContentDeps } from '../../content/editing/content-write';
import { contentChanged } from '../../../lib/changes/change';

const params = z.object({ id: z.string().min(1).max(120) });

export const adminCatalogRoutes: FastifyPluginAsyncZod<AdminContentDeps> = async (app, deps) => {
  const catalog = createCatalogService(deps);
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  // Categories, skills and tools are the content bundle and the search index every process keeps.
  const contentWrite = { access: 'admin', changes: [contentChanged] } as const;
  const audited = (target: 'category' | 'skill' | 'tool', verb: string) => ({
    ...contentWrite,
    audit: { action: `${target}.${verb}`, target },
  });

  // Categories
  app.post(
    '/api/admin/categories',
    {
      config: audited('category', 'create'),
      schema: { tags, body: categoryInputSchema, response: { 201: adminCategorySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await catalog.createCategory(request.audit, request.body)),
  );
  app.put(
    '/api/admin/categories/order',
    {
      config: audited('category', 'order'),
      schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } },
    },
    async (request) => catalog.orderCategories(request.audit, request.body),
  );
  app.patch(
    '/api/admin/categories/:id',
    {
      config: audited('category', 'update'),
      schema: { tags, params, body: categoryUpdateSchema, response: { 200: adminCategorySchema } },
    },
    async (request) => catalog.updateCategory(request.audit, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    { config: audited('category', 'delete'), schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteCategory(request.audit, request.params.id);
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
    {
      config: audited('skill', 'create'),
      schema: { tags, body: skillInputSchema, response: { 201: adminSkillSchema } },
    },
    async (request, reply) => reply.status(201).send(await catalog.createSkill(request.audit, request.body)),
  );
  app.put(
    '/api/admin/skills/order',
    {
      config: audited('skill', 'order'),
      schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } },
    },
    async (request) => catalog.orderSkills(request.audit, request.body),
  );
  app.patch(
    '/api/admin/skills/:id',
    {
      config: audited('skill', 'update'),
      schema: { tags, params, body: skillUpdateSchema, response: { 200: adminSkillSchema } },
    },
    async (request) => catalog.updateSkill(request.audit, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/skills/:id',
    { config: audited('skill', 'delete'), schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteSkill(request.audit, request.params.id);
      return reply.status(204).send();
    },
  );

  // Tools
  app.post(
    '/api/admin/tools',
    {
      config: audited('tool', 'create'),
      schema: { tags, body: toolInputSchema, response: { 201: adminToolSchema } },
    },
    async (request, reply) => reply.status(201).send(await catalog.createTool(request.audit, request.body)),
  );
  app.put(
    '/api/admin/tools/order',
    {
      config: audited('tool', 'order'),
      schema: { tags, body: orderInputSchema, response: { 200: orderResultSchema } },
    },
    async (request) => catalog.orderTools(request.audit, request.body),
  );
  app.patch(
    '/api/admin/tools/:id',
    {
      config: audited('tool', 'update'),
      schema: { tags, params, body: toolUpdateSchema, response: { 200: adminToolSchema } },
    },
    async (request) => catalog.updateTool(request.audit, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/tools/:id',
    { config: audited('tool', 'delete'), schema: { tags, params } },
    async (request, reply) => {
      await catalog.deleteTool(request.audit, request.params.id);
      return reply.status(204).send();
    },
  );
};
