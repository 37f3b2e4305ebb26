import * as z from '@shared/api/zod-mini';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath, type CatalogKind } from './catalog-path';

/** Deletes a category, skill or tool (run through useCatalogWrite). */
export const deleteCatalogItem = (kind: CatalogKind, id: string) =>
  apiRequest(catalogPath(kind, id), { method: 'DELETE', schema: z.null() });
