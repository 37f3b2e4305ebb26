import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_SITE_SETTINGS } from '@shared/settings/settings-defaults';
import type { SiteSettings } from '@shared/settings/settings.schemas';
import { apiRequest } from '@client/lib/api-client';
import { siteSettingsSchema } from './site-settings-schema';

export const settingsQueryKey = ['settings'] as const;

export const fetchSettings = (signal?: AbortSignal) =>
  apiRequest('/api/settings', { schema: siteSettingsSchema, validate: 'development', signal });

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
