import * as z from '../api/zod-mini';

export const siteSettingsSchema = z.object({
  siteAnnouncementMessage: z.string(),
  isAnnouncementVisible: z.boolean(),
  maintenanceMode: z.boolean(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const updateSiteSettingsSchema = z.partial(
  z.strictObject({
    siteAnnouncementMessage: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'The announcement cannot be empty.'),
        z.maxLength(500, 'The announcement must be at most 500 characters.'),
      ),
    isAnnouncementVisible: z.boolean(),
    maintenanceMode: z.boolean(),
  }),
);
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;
