import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Change, ChangeKind, ChangeSet } from '../lib/changes/change';
import { authorChanged, memberChanged } from '../lib/changes/change';
import type { ChangeFeed } from '../lib/changes/change-feed';
import type { Viewer } from '../lib/viewer';

/** What a declaration is given: the validated request and the member who made it (read before the handler). */
export interface ChangeContext {
  params: Record<string, string>;
  body: unknown;
  viewer: Viewer | null;
}

/**
 * One thing a write route changes: a fixed change, one computed from its request, or changes of a kind that
 * only its handler learns (whose reset link it was, which member a Stripe event is about), which the handler
 * adds to `request.changes`.
 */
export type ChangeDeclaration =
  | Change
  | ((context: ChangeContext) => Change | readonly Change[] | null)
  | { reportedByHandler: ChangeKind };

/**
 * What a write route changes, declared beside its access (`config: { access, changes }`): a list, or 'none'
 * for a write no cache holds anything of (a contact message). What only the service knows (the author of a
 * liked post) it adds to `request.changes`.
 */
export type DeclaredChanges = readonly ChangeDeclaration[] | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    changes?: DeclaredChanges;
  }
  interface FastifyRequest {
    /** What this write changed beyond its declaration; published with it once the handler is done. */
    changes: ChangeSet;
  }
}

/** The member who made the request. */
export const viewerChanged: ChangeDeclaration = ({ viewer }) => viewer && memberChanged(viewer.userId);

/** How the member who made the request shows in the forum (a badge their post earned, a new title). */
export const viewerAuthorChanged: ChangeDeclaration = ({ viewer }) => viewer && authorChanged(viewer.userId);

/** The member named by a route parameter (an admin's write to a member). */
export const paramMemberChanged =
  (param: string): ChangeDeclaration =>
  ({ params }) =>
    params[param] ? memberChanged(params[param]) : null;

/** Changes of this kind that only the handler learns, and adds to `request.changes`. */
export const reportedByHandler = (kind: ChangeKind): ChangeDeclaration => ({ reportedByHandler: kind });

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Collected {
  viewer: Viewer | null;
  added: Change[];
}
const collected = new WeakMap<FastifyRequest, Collected>();

function resolve(declared: DeclaredChanges, context: ChangeContext): Change[] {
  if (declared === 'none') return [];
  return declared.flatMap((declaration) => {
    if ('reportedByHandler' in declaration) return [];
    const result = typeof declaration === 'function' ? declaration(context) : declaration;
    return result === null ? [] : Array.isArray(result) ? result : [result as Change];
  });
}

/**
 * The one way a write's changes reach the caches: every /api write route must declare what it changes (start-up
 * fails otherwise); once its handler has run, the declared and added changes are published before the response
 * leaves, unless the answer is a 4xx (which never writes: every change is one transaction). A 5xx publishes too,
 * as its write may have committed. Publishing never fails the response.
 */
export function registerDeclaredChanges(app: FastifyInstance, feed: ChangeFeed): void {
  app.decorateRequest('changes', null as unknown as ChangeSet);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!url.startsWith('/api/') || !methods.some((m) => WRITES.has(m))) return;
    if (!route.config?.changes) {
      throw new Error(`${methods.join(',')} ${url} declares no changes (config.changes, or 'none')`);
    }
  });

  // Before the handler, so a write that ends the session (sign-out) still names its member.
  app.addHook('preHandler', async (request) => {
    if (!WRITES.has(request.method) || !request.routeOptions.config.changes) return;
    const entry: Collected = { viewer: await request.loadViewer(), added: [] };
    collected.set(request, entry);
    request.changes = { add: (...changes) => void entry.added.push(...changes) };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = collected.get(request);
    const declared = request.routeOptions.config.changes;
    if (!entry || !declared || (reply.statusCode >= 400 && reply.statusCode < 500)) return payload;
    const changes = resolve(declared, {
      params: (request.params ?? {}) as Record<string, string>,
      body: request.body,
      viewer: entry.viewer,
    });
    await feed.publish([...changes, ...entry.added]);
    return payload;
  });
}
