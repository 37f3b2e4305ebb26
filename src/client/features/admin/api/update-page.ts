import { pageSchema, type PageId } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Saves a site page's Markdown (run through useSiteContentWrite). */
export const updatePage = ({ pageId, content }: { pageId: PageId; content: string }) =>
  apiRequest(`/api/admin/pages/${pageId}`, { method: 'PUT', body: { content }, schema: pageSchema });
