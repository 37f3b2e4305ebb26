import type { InjectOptions } from 'fastify';
import { defaultTrustSettings } from '@shared/community/trust';
import type { communityKit } from '../modules/community/community.test-kit';

export interface AuditSample {
  action: string;
  request: () => Promise<InjectOptions>;
}
type Kit = ReturnType<typeof communityKit>;
type As = (method: string, url: string, payload?: unknown) => InjectOptions;

/** One successful request for each of the forum's admin writes (declared-audit.test), as the admin. */
export function forumAuditSamples(kitOf: () => Kit, as: As): Record<string, AuditSample> {
  const memberId = async () => (await kitOf().member()).userId;
  const reportedPost = async () => {
    const kit = kitOf();
    const post = await kit.post(await kit.member('growth'));
    return kit.report(await kit.member('growth'), { postId: post.id });
  };
  const standing = (id: string, what: string) => `/api/admin/community/members/${id}/${what}`;
  return {
    'DELETE /api/admin/community/posts/:id': {
      action: 'post.delete',
      request: async () =>
        as('DELETE', `/api/admin/community/posts/${(await kitOf().post(await kitOf().member())).id}`),
    },
    'PATCH /api/admin/reports/:id': {
      action: 'report.review',
      request: async () =>
        as('PATCH', `/api/admin/reports/${(await reportedPost()).id}`, { status: 'dismissed' }),
    },
    'POST /api/community/posts/:id/pin': {
      action: 'post.pin',
      request: async () =>
        as('POST', `/api/community/posts/${(await kitOf().post(await kitOf().member())).id}/pin`),
    },
    'PUT /api/admin/community/members/:id/trust-level': {
      action: 'member.trust_level',
      request: async () => as('PUT', standing(await memberId(), 'trust-level'), { trustLevel: 2 }),
    },
    'PUT /api/admin/community/members/:id/sanction': {
      action: 'member.sanction',
      request: async () =>
        as('PUT', standing(await memberId(), 'sanction'), { kind: 'silence', days: 2, reason: 'Cool off.' }),
    },
    'DELETE /api/admin/community/members/:id/sanction': {
      action: 'member.sanction_lift',
      request: async () => as('DELETE', standing(await memberId(), 'sanction')),
    },
    'PUT /api/admin/community/trust-settings': {
      action: 'forum.trust_settings',
      request: async () => as('PUT', '/api/admin/community/trust-settings', defaultTrustSettings),
    },
  };
}
