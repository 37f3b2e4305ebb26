import type { Viewer } from '../modules/profiles/viewer';
import { forbidden } from '../plugins/app-error';

/** A named rule about one resource, such as "the author or an admin may delete a post". */
export interface Policy<R> {
  name: string;
  allows(viewer: Viewer, resource: R): boolean;
  /** What the member reads when refused. */
  message: string;
}

export function definePolicy<R>(policy: Policy<R>): Policy<R> {
  return policy;
}

/** Throws 403 with the policy's message unless it allows the viewer this resource. */
export function authorize<R>(viewer: Viewer, policy: Policy<R>, resource: R): void {
  if (!policy.allows(viewer, resource)) throw forbidden(policy.message);
}

/** The admin rule every moderation policy shares. */
export const isAdminViewer = (viewer: Viewer) => viewer.role === 'admin';
