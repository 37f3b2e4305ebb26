import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import {
  adminCategorySchema,
  adminSkillSchema,
  adminToolSchema,
  orderResultSchema,
  type CategoryInput,
  type CategoryUpdate,
  type OrderInput,
  type SkillInput,
  type SkillUpdate,
  type ToolInput,
  type ToolUpdate,
} from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';

export type CatalogKind = 'categories' | 'skills' | 'tools';

const schemas = { categories: adminCategorySchema, skills: adminSkillSchema, tools: adminToolSchema };
const path = (kind: CatalogKind, id?: string) =>
  `/api/admin/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

export const createCategory = (body: CategoryInput) =>
  apiRequest(path('categories'), { method: 'POST', body, schema: schemas.categories });
export const updateCategory = (id: string, body: CategoryUpdate) =>
  apiRequest(path('categories', id), { method: 'PATCH', body, schema: schemas.categories });
export const createSkill = (body: SkillInput) =>
  apiRequest(path('skills'), { method: 'POST', body, schema: schemas.skills });
export const updateSkill = (id: string, body: SkillUpdate) =>
  apiRequest(path('skills', id), { method: 'PATCH', body, schema: schemas.skills });
export const createTool = (body: ToolInput) =>
  apiRequest(path('tools'), { method: 'POST', body, schema: schemas.tools });
export const updateTool = (id: string, body: ToolUpdate) =>
  apiRequest(path('tools', id), { method: 'PATCH', body, schema: schemas.tools });
export const deleteCatalogItem = (kind: CatalogKind, id: string) =>
  apiRequest(path(kind, id), { method: 'DELETE', schema: z.null() });
export const saveCatalogOrder = (kind: CatalogKind, items: OrderInput) =>
  apiRequest(`/api/admin/${kind}/order`, { method: 'PUT', body: items, schema: orderResultSchema });

export const adminSkillQueryKey = (id: string) => ['admin', 'skill', id] as const;

/** The skill with its Markdown body, for the editor. */
export function useAdminSkill(id: string | null) {
  return useQuery({
    queryKey: adminSkillQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest(path('skills', id ?? ''), { schema: adminSkillSchema, signal }),
    enabled: id !== null,
    meta: { reads: ['content'] },
  });
}

/** A catalog write (audited); every reader of the content, the library's lists and this editor, refreshes. */
export function useCatalogWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['content', 'audit'] } });
}
