import { useQuery } from '@tanstack/react-query';
import { trustSettingsSchema } from '@shared/community/trust';
import { apiRequest } from '@client/lib/api-client';
import type { ServerResource } from '@client/lib/server-resources';
import { adminKey } from './admin-keys';

/** The numbers of the forum's trust levels: one part of the forum, so a forum reader sees them change. */
export const trustSettingsResource: ServerResource = 'forum:trust-settings';

export const trustSettingsPath = '/api/admin/community/trust-settings';

export const trustSettingsQueryKey = [...adminKey, 'trust-settings'] as const;

/** What each trust level asks, the first day's and the likes' limits, and the reports' hiding score. */
export const fetchTrustSettings = (signal?: AbortSignal) =>
  apiRequest(trustSettingsPath, { schema: trustSettingsSchema, signal });

export function useTrustSettings() {
  return useQuery({
    queryKey: trustSettingsQueryKey,
    queryFn: ({ signal }) => fetchTrustSettings(signal),
    meta: { reads: [trustSettingsResource] },
  });
}
