import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANNOUNCEMENT,
  FALLBACK_SITE_SETTINGS,
  SETTINGS_ROW_ID,
  defaultSiteSettings,
} from './settings-defaults';
import { updateSiteSettingsSchema } from './settings.schemas';

describe('site settings defaults', () => {
  it('is row 1 with a welcome announcement and both flags off', () => {
    expect(defaultSiteSettings()).toEqual({
      id: SETTINGS_ROW_ID,
      siteAnnouncementMessage: DEFAULT_ANNOUNCEMENT,
      isAnnouncementVisible: false,
      maintenanceMode: false,
    });
    expect(SETTINGS_ROW_ID).toBe(1);
    expect(DEFAULT_ANNOUNCEMENT).toMatch(/^Welcome/);
  });

  it('falls back to maintenance off and no announcement when settings cannot be read', () => {
    expect(FALLBACK_SITE_SETTINGS).toMatchObject({ maintenanceMode: false, isAnnouncementVisible: false });
  });

  it('accepts any subset of the three fields and nothing else', () => {
    expect(updateSiteSettingsSchema.safeParse({}).success).toBe(true);
    expect(updateSiteSettingsSchema.safeParse({ maintenanceMode: true }).success).toBe(true);
    expect(updateSiteSettingsSchema.safeParse({ id: 2 }).success).toBe(false);
    expect(updateSiteSettingsSchema.safeParse({ siteAnnouncementMessage: '   ' }).success).toBe(false);
  });
});
