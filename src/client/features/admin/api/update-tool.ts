import { adminToolSchema, type ToolUpdate } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Edits a catalog tool (run through useCatalogWrite). */
export const updateTool = (id: string, body: ToolUpdate) =>
  apiRequest(catalogPath('tools', id), { method: 'PATCH', body, schema: adminToolSchema });
