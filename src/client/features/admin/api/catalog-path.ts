/** The catalog's three lists, as the admin API names them. */
export type CatalogKind = 'categories' | 'skills' | 'tools';

/** A catalog list's URL, or one item's when `id` is given. */
export const catalogPath = (kind: CatalogKind, id?: string) =>
  `/api/admin/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;
