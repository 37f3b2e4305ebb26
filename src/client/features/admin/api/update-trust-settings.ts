import { trustSettingsSchema, type TrustSettings } from '@shared/community/trust';
import { apiRequest } from '@client/lib/api-client';
import { useForumSettingsWrite } from './admin-writes';
import { trustSettingsPath } from './trust-settings';

/** Replaces the trust levels' numbers; the body is the whole settings object. */
export const updateTrustSettings = (body: TrustSettings) =>
  apiRequest(trustSettingsPath, { method: 'PUT', body, schema: trustSettingsSchema });

export const useUpdateTrustSettings = () => useForumSettingsWrite(updateTrustSettings);
