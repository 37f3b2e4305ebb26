import { lazySchema } from '@client/lib/lazy-schema';

/** Read by the shell on every page: the schema loads beside the answer (see lazySchema). */
export const siteSettingsSchema = lazySchema(
  () => import('@shared/settings/settings.schemas'),
  'siteSettingsSchema',
);
