import { z } from 'zod';

export const siteSettingsSchema = z.object({
  siteAnnouncementMessage: z.string(),
  isAnnouncementVisible: z.boolean(),
  maintenanceMode: z.boolean(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const updateSiteSettingsSchema = z
  .object({
    siteAnnouncementMessage: z
      .string()
      .trim()
      .min(1, 'The announcement cannot be empty.')
      .max(500, 'The announcement must be at most 500 characters.'),
    isAnnouncementVisible: z.boolean(),
    maintenanceMode: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;
