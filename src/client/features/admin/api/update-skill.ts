import { adminSkillSchema, type SkillUpdate } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Edits a skill (run through useCatalogWrite). */
export const updateSkill = (id: string, body: SkillUpdate) =>
  apiRequest(catalogPath('skills', id), { method: 'PATCH', body, schema: adminSkillSchema });
