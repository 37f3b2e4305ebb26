import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMemberStandingSchema, setTrustLevelSchema } from '@shared/admin/admin-trust.schemas';
import { sanctionInputSchema, trustSettingsSchema } from '@shared/community/trust';
import type { Database } from '../../../db/client';
import * as trust from '../../community/trust/trust-admin.service';

const params = z.object({ id: z.string().min(1).max(100) });

/**
 * Trust in the forum: a member's level (set by hand) and silence or suspension with a reason, and the numbers
 * of the levels. Nothing cached shows a level or a sanction (each write reads them), so no change is declared.
 */
export const adminTrustRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['admin'];
  const write = (action: string) =>
    ({ access: 'admin', changes: 'none', audit: { action, target: 'user' } }) as const;
  const standing = '/api/admin/community/members/:id/standing';
  const response = { 200: adminMemberStandingSchema };

  app.get(standing, { config: { access: 'admin' }, schema: { tags, params, response } }, async (request) =>
    trust.readMemberStanding(db, request.params.id),
  );
  app.put(
    '/api/admin/community/members/:id/trust-level',
    { config: write('member.trust_level'), schema: { tags, params, body: setTrustLevelSchema, response } },
    async (request) =>
      trust.setMemberTrustLevel(db, request.audit, request.params.id, request.body.trustLevel),
  );
  app.put(
    '/api/admin/community/members/:id/sanction',
    { config: write('member.sanction'), schema: { tags, params, body: sanctionInputSchema, response } },
    async (request) => trust.sanctionMember(db, request.audit, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/community/members/:id/sanction',
    { config: write('member.sanction_lift'), schema: { tags, params, response } },
    async (request) => trust.liftMemberSanction(db, request.audit, request.params.id),
  );

  const settings = { tags, response: { 200: trustSettingsSchema } };
  app.get(
    '/api/admin/community/trust-settings',
    { config: { access: 'admin' }, schema: settings },
    async () => trust.readSettings(db),
  );
  app.put(
    '/api/admin/community/trust-settings',
    {
      config: {
        access: 'admin',
        changes: 'none',
        audit: { action: 'forum.trust_settings', target: 'settings' },
      },
      schema: { ...settings, body: trustSettingsSchema },
    },
    async (request) => trust.updateTrustSettings(db, request.audit, request.body),
  );
};
