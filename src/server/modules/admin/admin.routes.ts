import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Auth } from '../account/auth';
import { adminAuditRoutes } from './admin-audit/admin-audit.routes';
import { adminCommunityRoutes } from './admin-community/admin-community.routes';
import { adminTrustRoutes } from './admin-community/admin-trust.routes';
import { adminCatalogRoutes } from './admin-content/admin-catalog.routes';
import { adminSiteContentRoutes } from './admin-content/admin-site-content.routes';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes';
import { adminMediaRoutes, mediaFileRoutes } from './admin-media/admin-media.routes';
import type { MediaStorage } from '../../lib/media-storage/media-storage';
import { adminUsersRoutes } from './admin-users/admin-users.routes';
import type { AdminUsersDeps } from './admin-users/admin-users.service';

export interface AdminDeps {
  db: Database;
  auth: Auth;
  /** The one storage of uploads: the media library and the members' avatars (removed with an account). */
  media: MediaStorage;
  endPaidPlan?: AdminUsersDeps['endPaidPlan'];
}

/** Every /api/admin/ area, each admin-only (the access layer refuses anything else at start-up). */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(adminAuditRoutes, { db: deps.db });
  await app.register(adminUsersRoutes, {
    db: deps.db,
    auth: deps.auth,
    media: deps.media,
    ...(deps.endPaidPlan ? { endPaidPlan: deps.endPaidPlan } : {}),
  });
  await app.register(adminDashboardRoutes, { db: deps.db });
  await app.register(adminCatalogRoutes, { db: deps.db });
  await app.register(adminSiteContentRoutes, { db: deps.db });
  await app.register(adminMediaRoutes, { db: deps.db, storage: deps.media });
  await app.register(mediaFileRoutes, { storage: deps.media });
  await app.register(adminCommunityRoutes, { db: deps.db });
  await app.register(adminTrustRoutes, { db: deps.db });
};
