import { adminToolSchema, type ToolInput } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Adds a tool to the catalog (run through useCatalogWrite). */
export const createTool = (body: ToolInput) =>
  apiRequest(catalogPath('tools'), { method: 'POST', body, schema: adminToolSchema });
