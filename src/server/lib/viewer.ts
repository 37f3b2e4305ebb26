import type { FastifyRequest } from 'fastify';
import type { Profile, Role, SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { unauthorized } from './app-error';

/** The signed-in member as every route sees them, read with their session in one query. */
export interface Viewer {
  userId: string;
  email: string;
  sessionId: string;
  role: Role;
  /** The tier that decides access: an admin's role counts as the admin tier. */
  tier: SubscriptionTier;
  profile: Profile | null;
  /**
   * The member's stamp (shared-state.ts), read before any work of this request. Every change to the member,
   * and every write to their own data, moves it in every process. Absent when it could not be read (the shared
   * store is down): then nothing derived from the member's data may be served from a cache or kept in one.
   */
  stamp?: string;
}

/** A member found from a request's session cookie. */
export interface FoundViewer {
  viewer: Viewer;
  /** better-auth would extend this session now: let it, once, so the cookie is renewed too. */
  refreshDue: boolean;
}

/**
 * Finds the signed-in member of a request's cookie header. The auth module implements it (session-lookup.ts)
 * and app.ts hands it to the access plugin, which knows no module.
 */
export interface ViewerLookup {
  find(cookieHeader: string | undefined): Promise<FoundViewer | null>;
}

/** The signed-in member, or null for a visitor. */
export function findViewer(request: FastifyRequest): Promise<Viewer | null> {
  return request.loadViewer();
}

/** The signed-in member, or 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.loadViewer();
  if (!viewer) throw unauthorized();
  return viewer;
}
