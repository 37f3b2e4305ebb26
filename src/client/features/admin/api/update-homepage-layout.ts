import { homepageLayoutSchema, type HomepageLayoutInput } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Saves the home page's sections and their order (run through useSiteContentWrite). */
export const updateHomepageLayout = (sections: HomepageLayoutInput) =>
  apiRequest('/api/admin/homepage-layout', { method: 'PUT', body: sections, schema: homepageLayoutSchema });
