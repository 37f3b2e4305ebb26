import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { canAccessChannel } from '@shared/community/channel-access';
import { mentionedNames } from '@shared/community/mentions';
import type { DbOrTx } from '../../../db/client';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { isAdminRole } from '../../../lib/admin-check';
import * as notices from '../../notifications/notifications.service';
import { profiles, userSubscriptionStatus } from '../../profiles/profiles.table';

interface Mentioning {
  authorId: string;
  postId: string;
  /** The post's or reply's Markdown. */
  content: string;
  /** The tier the post's channel asks for: a member who cannot read it is not told about it. */
  channelRequiredTier: string;
  /** Members already told about this piece of writing another way (the post's author, told of a reply). */
  alreadyTold?: string[];
}

/**
 * Tells each member a post or reply mentions by forum name ("@piakowalski"), once, in the writer's transaction:
 * not the writer, not one already told, not one the channel is closed to, at most MAX_MENTIONS. Returns who was
 * told.
 */
export async function notifyMentions(tx: DbOrTx, mention: Mentioning): Promise<string[]> {
  const names = mentionedNames(mention.content);
  if (names.length === 0) return [];
  const skip = [mention.authorId, ...(mention.alreadyTold ?? [])];
  const members = await tx
    .select({ id: profiles.id, role: profiles.role, tier: userSubscriptionStatus.subscriptionTier })
    .from(profiles)
    .leftJoin(userSubscriptionStatus, eq(userSubscriptionStatus.userId, profiles.id))
    .where(and(inArray(profiles.username, names), notInArray(profiles.id, skip)));
  const told: string[] = [];
  for (const member of members) {
    const tier: SubscriptionTier = isAdminRole(member.role) ? 'admin' : (member.tier ?? 'free');
    if (!canAccessChannel(tier, mention.channelRequiredTier)) continue;
    await notices.notify(tx, {
      userId: member.id,
      kind: 'mention',
      postId: mention.postId,
      actorId: mention.authorId,
      excerpt: mention.content,
    });
    told.push(member.id);
  }
  return told;
}
