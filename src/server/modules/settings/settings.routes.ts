import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, updateSiteSettingsSchema } from '@shared/settings/settings.schemas';
import type { SettingsService } from './settings.service';
import { settingsChanged } from '../../lib/changes/change';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], summary: 'Public site settings', response: { 200: siteSettingsSchema } },
    },
    async () => settings.get(),
  );

  app.put(
    '/api/admin/settings',
    {
      config: {
        access: 'admin',
        changes: [settingsChanged],
        audit: { action: 'settings.update', target: 'settings' },
      },
      schema: {
        tags: ['admin'],
        summary: 'Change any subset of the site settings',
        body: updateSiteSettingsSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) => settings.update(request.audit, request.body),
  );
};
