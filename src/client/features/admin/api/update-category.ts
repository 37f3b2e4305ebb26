import { adminCategorySchema, type CategoryUpdate } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Edits a skill category (run through useCatalogWrite). */
export const updateCategory = (id: string, body: CategoryUpdate) =>
  apiRequest(catalogPath('categories', id), { method: 'PATCH', body, schema: adminCategorySchema });
