import type { FastifyRequest } from 'fastify';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { Database } from '../../db/client';
import { unauthorized } from '../../plugins/app-error';
import { getProfile } from './profiles.service';

export interface Viewer {
  userId: string;
  /** The tier that decides access: an admin's role counts as the admin tier. */
  tier: SubscriptionTier;
}

/** The signed-in member with their tier, or null for a visitor. */
export async function findViewer(db: Database, request: FastifyRequest): Promise<Viewer | null> {
  const user = await request.loadCurrentUser();
  if (!user) return null;
  const profile = await getProfile(db, user.id);
  if (!profile) return { userId: user.id, tier: 'free' };
  return { userId: profile.id, tier: profile.role === 'admin' ? 'admin' : profile.subscriptionTier };
}

export async function requireViewer(db: Database, request: FastifyRequest): Promise<Viewer> {
  const viewer = await findViewer(db, request);
  if (!viewer) throw unauthorized();
  return viewer;
}
