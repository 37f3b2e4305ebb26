import { progressFeatureSchema } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Shows or hides a progress section (run through useSiteContentWrite). */
export const setFeatureVisibility = ({ id, isVisible }: { id: string; isVisible: boolean }) =>
  apiRequest(`/api/admin/progress-features/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isVisible },
    schema: progressFeatureSchema,
  });
