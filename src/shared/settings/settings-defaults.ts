/** The row created when system_settings has none (spec §4): a welcome text and both flags off. */
export const SETTINGS_ROW_ID = 1;
export const DEFAULT_ANNOUNCEMENT =
  'Welcome to Design Your Life — explore the library, try a tool, and take one small step today.';

export function defaultSiteSettings() {
  return {
    id: SETTINGS_ROW_ID,
    siteAnnouncementMessage: DEFAULT_ANNOUNCEMENT,
    isAnnouncementVisible: false,
    maintenanceMode: false,
  } as const;
}

/** Settings used when they cannot be read (spec §8): maintenance off and no announcement. */
export const FALLBACK_SITE_SETTINGS = {
  siteAnnouncementMessage: '',
  isAnnouncementVisible: false,
  maintenanceMode: false,
  updatedAt: new Date(0).toISOString(),
} as const;
