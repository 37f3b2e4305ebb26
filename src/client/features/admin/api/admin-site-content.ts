import { useMutation } from '@tanstack/react-query';
import {
  homepageLayoutSchema,
  pageSchema,
  progressFeatureSchema,
  type HomepageLayoutInput,
  type PageId,
} from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';

export const updatePage = ({ pageId, content }: { pageId: PageId; content: string }) =>
  apiRequest(`/api/admin/pages/${pageId}`, { method: 'PUT', body: { content }, schema: pageSchema });
export const updateHomepageLayout = (sections: HomepageLayoutInput) =>
  apiRequest('/api/admin/homepage-layout', { method: 'PUT', body: sections, schema: homepageLayoutSchema });
export const setFeatureVisibility = ({ id, isVisible }: { id: string; isVisible: boolean }) =>
  apiRequest(`/api/admin/progress-features/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isVisible },
    schema: progressFeatureSchema,
  });

/** A write to the site's pages, the home page layout or the progress sections; each is audited. */
export function useSiteContentWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['content', 'audit'] } });
}
