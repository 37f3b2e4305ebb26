import { useMutation } from '@tanstack/react-query';
import type { UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import { apiRequest } from '@client/lib/api-client';
import { siteSettingsSchema } from './site-settings-schema';

/** Admins: saves the site settings; the answer is the settings as saved. */
export const updateSettings = (body: UpdateSiteSettingsInput) =>
  apiRequest('/api/admin/settings', { method: 'PUT', body, schema: siteSettingsSchema });

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings, meta: { writes: ['siteSettings'] } });
}
