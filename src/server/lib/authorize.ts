import type { Viewer } from './viewer';
import { isAdminRole } from './admin-check';
import { forbidden, type AppError } from './app-error';

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

/**
 * A gate a route declares (`config: { access, gate }`): the access layer loads what the request is about
 * (a 404 when it does not exist) and applies the named policy before the handler runs.
 */
export interface RouteGate<R = unknown> {
  policy: Policy<R>;
  load(request: { params: unknown; body: unknown; query: unknown }): Promise<R>;
}

export function defineGate<R>(gate: RouteGate<R>): RouteGate {
  return gate as RouteGate;
}

/** The admin rule every moderation policy shares. */
export const isAdminViewer = (viewer: Viewer) => isAdminRole(viewer.role);
