import { count, sql } from 'drizzle-orm';
import { BADGES } from '@shared/community/reputation';
import type { Database } from '../../db/client';
import { badges, channels } from './community.table';

/** The forum channels of spec §9, in its order, with the tiers issue 9 gives. */
export const channelSeeds = [
  {
    slug: 'free-user-questions',
    name: 'Free User Questions',
    color: '#0ea5e9',
    description: 'Ask anything about getting started. Open to every member.',
    requiredTier: 'free',
  },
  {
    slug: 'general-discussion',
    name: 'General Discussion',
    color: '#6366f1',
    description: 'Talk about anything on your growth journey.',
    requiredTier: 'growth',
  },
  {
    slug: 'questions-support',
    name: 'Questions & Support',
    color: '#f59e0b',
    description: 'Ask for help and help others.',
    requiredTier: 'growth',
  },
  {
    slug: 'skill-spotlight',
    name: 'Skill Spotlight',
    color: '#10b981',
    description: 'Share how a skill from the library worked for you.',
    requiredTier: 'growth',
  },
  {
    slug: 'tool-talk',
    name: 'Tool Talk',
    color: '#8b5cf6',
    description: 'Tips and questions about the tools.',
    requiredTier: 'growth',
  },
  {
    slug: 'wins-celebrations',
    name: 'Wins & Celebrations',
    color: '#ec4899',
    description: 'Celebrate your progress, big or small.',
    requiredTier: 'growth',
  },
  {
    slug: 'lifetime-masters',
    name: 'Lifetime Masters',
    color: '#b45309',
    description: 'A quiet room for Lifetime Mastery members.',
    requiredTier: 'lifetime_mastery',
  },
] as const;

/**
 * Seeds the channels on first start only (an admin may edit them later) and keeps the badge table in step
 * with the shared BADGES rules. Returns whether channels were written.
 */
export async function seedCommunity(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(badges)
      .values(BADGES.map(({ id, name, description }) => ({ id, name, description })))
      .onConflictDoUpdate({
        target: badges.id,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });
    const existing = await tx.select({ n: count() }).from(channels);
    if ((existing[0]?.n ?? 0) > 0) return false;
    await tx.insert(channels).values(channelSeeds.map((c) => ({ ...c })));
    return true;
  });
}
