import { adminCategorySchema, type CategoryInput } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Adds a skill category (run through useCatalogWrite). */
export const createCategory = (body: CategoryInput) =>
  apiRequest(catalogPath('categories'), { method: 'POST', body, schema: adminCategorySchema });
