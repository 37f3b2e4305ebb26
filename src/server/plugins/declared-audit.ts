import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import {
  createAdminAudit,
  type AdminAudit,
  type AuditDeclaration,
  type AuditWriter,
} from '../lib/admin-audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    /** The audit of this admin write, for its service to record in the write's transaction. */
    audit: AdminAudit;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Marks an entry the layer had to write itself; a test asserts no route ever needs it. */
export const RECORDED_AFTER_RESPONSE = 'recordedAfterResponse';

/**
 * Audit by declaration: every admin write route declares its audit (start-up fails otherwise), the layer hands
 * its service a scope naming the actor, action and target, and the service records the entry in its own
 * transaction with what changed. Should a successful write end without its entry, the layer writes one after
 * the response (naming the fields sent) and logs the omission, so no admin write goes unaudited.
 */
export function registerDeclaredAudit(app: FastifyInstance, deps: { db: DbOrTx; write: AuditWriter }): void {
  app.decorateRequest('audit', null as unknown as AdminAudit);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!url.startsWith('/api/') || !methods.some((m) => WRITES.has(m))) return;
    const { access, audit } = route.config ?? {};
    if (access === 'admin' && !audit) {
      throw new Error(`${methods.join(',')} ${url} is an admin write that declares no audit (config.audit)`);
    }
    if (audit && access !== 'admin') {
      throw new Error(`${methods.join(',')} ${url} declares an audit but is not admin-only`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config.audit;
    if (!declared || !WRITES.has(request.method)) return;
    const viewer = await request.loadViewer();
    if (!viewer) return; // the access layer has already refused the request
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    request.audit = createAdminAudit(deps.write, viewer, {
      action: declared.action,
      targetType: declared.target,
      targetId: params[declared.targetParam ?? 'id'] ?? null,
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.audit as AdminAudit | null;
    if (!scope || scope.recorded || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    request.log.error(
      { action: request.routeOptions.config.audit?.action },
      'an admin write answered without recording its audit entry; the layer recorded it after the response',
    );
    await scope.record(deps.db, { summary: { fields, [RECORDED_AFTER_RESPONSE]: true } });
    return payload;
  });
}
