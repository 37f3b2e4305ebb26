import type { Viewer } from './viewer';
import { isAdminRole } from './admin-check';
import { forbidden, notFound, type AppError } from './app-error';

/** A named rule about one resource, such as "the author or an admin may delete a post". */
export interface Policy<R> {
  name: string;
  allows(viewer: Viewer, resource: R): boolean;
  /** What the member reads when refused. */
  message: string;
  /** The refusal when it is not a plain 403 (an upgrade that would open it, a conflict). */
  refuse?: (resource: R) => AppError;
}

export function definePolicy<R>(policy: Policy<R>): Policy<R> {
  return policy;
}

/** Throws the policy's refusal (403 with its message by default) unless it allows the viewer this resource. */
export function authorize<R>(viewer: Viewer, policy: Policy<R>, resource: R): void {
  if (!policy.allows(viewer, resource)) throw policy.refuse?.(resource) ?? forbidden(policy.message);
}

/** What a gate or an ownership reads of the request: its parameters, query and (once validated) body. */
export interface GateRequest {
  params: unknown;
  body: unknown;
  query: unknown;
}

/**
 * A gate a route declares (`config: { access, gate }`): the access layer loads what the request is about
 * (a 404 when it does not exist) and applies the named policy before the handler runs. `stage` says when:
 * 'request' (the default) right after the access check, before the body is read, from the raw path and query;
 * 'validated' once the schema has validated the request (a resource named in the body). A load that answers
 * null says the request names no such resource (the feed of every channel): nothing to gate.
 */
export interface RouteGate<R = unknown> {
  policy: Policy<R>;
  stage?: 'request' | 'validated';
  load(request: GateRequest): Promise<R | null>;
}

export function defineGate<R>(gate: RouteGate<R>): RouteGate {
  return gate as RouteGate;
}

/** The admin rule every moderation policy shares. */
export const isAdminViewer = (viewer: Viewer) => isAdminRole(viewer.role);

/**
 * What an `owner` route is about (`config: { access: 'owner', owns }`): one resource named by the validated
 * request, which must be the viewer's own. Another member's is answered as if it did not exist (404).
 */
export interface Ownership {
  /** What is owned ("tool entry"), listed with the route (the policy table test makes one of each). */
  name: string;
  /** The id of the member who owns what the request names, or null when there is no such thing. */
  ownerOf(request: GateRequest): Promise<string | null>;
  /** The 404's message, the same whether the thing is missing or another member's. */
  missing: string;
}

export function defineOwnership(ownership: Ownership): Ownership {
  return ownership;
}

/** The owner rule: a member's own resource is theirs alone (admins included: they use the admin routes). */
export const ownResource = definePolicy<{ ownerId: string | null }>({
  name: 'ownResource',
  allows: (viewer, resource) => resource.ownerId === viewer.userId,
  message: 'Not found.',
});

/** Applies the owner rule to what the request names, refusing with the ownership's own 404. */
export async function authorizeOwner(viewer: Viewer, ownership: Ownership, request: GateRequest) {
  const ownerId = await ownership.ownerOf(request);
  authorize(viewer, { ...ownResource, refuse: () => notFound(ownership.missing) }, { ownerId });
}
