import { adminSkillSchema, type SkillInput } from '@shared/admin/admin-content.schemas';
import { apiRequest } from '@client/lib/api-client';
import { catalogPath } from './catalog-path';

/** Adds a skill (run through useCatalogWrite). */
export const createSkill = (body: SkillInput) =>
  apiRequest(catalogPath('skills'), { method: 'POST', body, schema: adminSkillSchema });
