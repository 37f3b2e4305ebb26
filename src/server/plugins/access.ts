import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { isAdmin } from '../lib/admin-check';
import { authorize, authorizeOwner, type Ownership, type RouteGate } from '../lib/authorize';
import { forbidden, unauthorized } from '../lib/app-error';
import { tierReaches, upgradeRequired } from '../lib/tiers';
import type { Viewer, ViewerLookup } from '../lib/viewer';

/**
 * What a route admits, declared in its options (`config: { access }`) and enforced here, before the body is
 * parsed or validated:
 * - public: anyone; the viewer is still available when signed in.
 * - signedIn: any member; what the route reads or writes without naming it (`/api/profile`, a list of the
 *   member's entries) is the member's own by construction.
 * - owner: a member, about ONE resource the request names (`config.owns`, required): the layer asks who owns
 *   it once the request is validated, and another member's is a 404 (policy ownResource).
 * - admin: the admin check of spec §6.
 * - { tier }: a member whose access tier ranks at least this one (else 403 upgrade_required).
 * A route may also declare `gate`: a named policy the layer applies to the resource the request is about
 * (a tool's, a skill's or a channel's tier gate), before the body is parsed or once it is validated (its
 * stage). Rules that need the row the service loads anyway (the author or an admin may delete a post) are
 * policies the service applies with authorize().
 */
export type Access = 'public' | 'signedIn' | 'owner' | 'admin' | { tier: SubscriptionTier };

export interface CurrentUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    gate?: RouteGate;
    owns?: Ownership;
  }
  interface FastifyRequest {
    /** The signed-in member (session, profile and tier in one lookup), resolved once per request. */
    loadViewer: () => Promise<Viewer | null>;
    loadCurrentUser: () => Promise<CurrentUser | null>;
    /** The admin check of spec §6, resolved once per request. */
    currentUserIsAdmin: () => Promise<boolean>;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  /** The policy of the route's declared gate, if any. */
  gate?: string;
  /** What an owner route is about (its ownership's name). */
  owns?: string;
}

/** Applies a route's declared gate: loads the resource (its own 404) and authorizes the viewer for it. */
function gateHook(gate: RouteGate): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = await request.loadViewer();
    if (!viewer) throw unauthorized();
    const resource = await gate.load(request);
    if (resource !== null) authorize(viewer, gate.policy, resource);
  };
}

/** Applies an owner route's ownership to its validated request. */
function ownerHook(owns: Ownership): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = await request.loadViewer();
    if (!viewer) throw unauthorized();
    await authorizeOwner(viewer, owns, request);
  };
}

type Hooks = onRequestAsyncHookHandler | onRequestAsyncHookHandler[] | undefined;
const listOf = (hooks: Hooks) => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []);

/** Refuses at start-up what the layer could not enforce: an owner route that names nothing it owns. */
function checkDeclaration(name: string, access: Access | undefined, owns: Ownership | undefined): Access {
  if (!access) throw new Error(`${name} declares no access (config.access)`);
  if (name.includes(' /api/admin/') && access !== 'admin') {
    throw new Error(`${name} is under /api/admin/ but its access is not admin`);
  }
  if (access === 'owner' && !owns) throw new Error(`${name} is an owner route that declares no config.owns`);
  if (owns && access !== 'owner') throw new Error(`${name} declares config.owns but its access is not owner`);
  return access;
}

/** Turns the Fastify request's headers into the Fetch Headers that better-auth reads. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** What better-auth answers when asked to extend a session: the cookies it renewed, and whether it holds. */
export interface RenewedSession {
  setCookies: string[];
  valid: boolean;
}

/** What the layer is given by app.ts: the session lookup and renewal of the auth module, and a log. */
export interface AccessControlDeps {
  lookup: ViewerLookup;
  renewSession: (headers: Headers) => Promise<RenewedSession>;
  logAdminCheck: (message: string, detail?: unknown) => void;
}

function enforce(access: Access): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === 'signedIn' || access === 'owner') {
    // An owner route's ownership is applied once the request is validated (ownerHook).
    return async (request) => {
      if (!(await request.loadViewer())) throw unauthorized();
    };
  }
  if (access === 'admin') {
    return async (request) => {
      if (!(await request.loadViewer())) throw unauthorized();
      if (!(await request.currentUserIsAdmin())) throw forbidden('Only administrators can do that.');
    };
  }
  const required = access.tier;
  return async (request) => {
    const viewer = await request.loadViewer();
    if (!viewer) throw unauthorized();
    if (!tierReaches(viewer.tier, required)) throw upgradeRequired('This', required);
  };
}

/** Copies better-auth's renewed session cookie onto the reply (once a day per session). */
async function refreshSession(
  deps: AccessControlDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const renewed = await deps.renewSession(toFetchHeaders(request));
  for (const cookie of renewed.setCookies) reply.header('set-cookie', cookie);
  return renewed.valid;
}

/**
 * The one authorization layer. Every /api route must declare its access; registering one without it fails
 * at start-up, and every /api/admin/ route must be admin-only. Returns the list of routes with their access.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessControlDeps): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.decorateRequest('loadViewer', async () => null);
  app.decorateRequest('loadCurrentUser', async () => null);
  app.decorateRequest('currentUserIsAdmin', async () => false);

  app.addHook('onRequest', async (request, reply) => {
    let viewer: Promise<Viewer | null> | undefined;
    let verdict: Promise<boolean> | undefined;
    request.loadViewer = () =>
      (viewer ??= deps.lookup.find(request.headers.cookie).then(async (found) => {
        if (!found) return null;
        if (found.refreshDue && !(await refreshSession(deps, request, reply))) return null;
        return found.viewer;
      }));
    request.loadCurrentUser = async () => {
      const current = await request.loadViewer();
      return current && { id: current.userId, email: current.email };
    };
    request.currentUserIsAdmin = () =>
      (verdict ??= request
        .loadViewer()
        .then((current) =>
          isAdmin(
            { findRole: async () => current?.role ?? null, logError: deps.logAdminCheck },
            current?.userId ?? null,
          ),
        ));
  });

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { gate, owns } = route.config ?? {};
    for (const method of methods) {
      routes.push({
        method,
        url,
        access: route.config?.access,
        ...(gate ? { gate: gate.policy.name } : {}),
        ...(owns ? { owns: owns.name } : {}),
      });
    }
    const access = checkDeclaration(`${methods.join(',')} ${url}`, route.config?.access, owns);
    // A 'request' gate runs right after the access check, before the body is parsed: a locked tool answers 403
    // whatever is sent (its load reads only the path's parameters). A 'validated' gate and the ownership run
    // once the schema has validated the request, before the handler.
    const early = [enforce(access), gate && gate.stage !== 'validated' ? gateHook(gate) : null];
    const late = [gate?.stage === 'validated' ? gateHook(gate) : null, owns ? ownerHook(owns) : null];
    const onRequest = early.filter((c) => c !== null);
    const preHandler = late.filter((c) => c !== null);
    if (onRequest.length > 0) route.onRequest = [...listOf(route.onRequest as Hooks), ...onRequest];
    if (preHandler.length > 0) route.preHandler = [...listOf(route.preHandler as Hooks), ...preHandler];
  });
  return routes;
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.loadCurrentUser();
  if (!user) throw unauthorized();
  return user;
}
