import { orderResultSchema, type OrderInput } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import type { CatalogKind } from './catalog-path';

/** Saves the order of a catalog list (run through useCatalogWrite). */
export const saveCatalogOrder = (kind: CatalogKind, items: OrderInput) =>
  apiRequest(`/api/admin/${kind}/order`, { method: 'PUT', body: items, schema: orderResultSchema });
