import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { FALLBACK_SITE_SETTINGS } from '@shared/settings/settings-defaults';
import type { SiteSettings, UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// Read by the shell on every page: the schema loads beside the answer (see lazySchema).
const siteSettingsSchema = lazySchema(
  () => import('@shared/settings/settings.schemas'),
  'siteSettingsSchema',
);

export const settingsQueryKey = ['settings'] as const;

export const fetchSettings = (signal?: AbortSignal) =>
  apiRequest('/api/settings', { schema: siteSettingsSchema, validate: 'development', signal });
export const updateSettings = (body: UpdateSiteSettingsInput) =>
  apiRequest('/api/admin/settings', { method: 'PUT', body, schema: siteSettingsSchema });

/** The site settings query: read by the shell on every page, and loaded at start beside the session. */
export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => fetchSettings(signal),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  meta: { reads: ['siteSettings'] },
});

/** Site settings; a failed read falls back to maintenance off and no announcement (spec §8). */
export function useSiteSettings(): SiteSettings {
  const { data, isError } = useQuery(settingsQueryOptions);
  return data && !isError ? data : FALLBACK_SITE_SETTINGS;
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings, meta: { writes: ['siteSettings'] } });
}
