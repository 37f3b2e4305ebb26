import { canAccessChannel } from '@shared/community/channel-access';
import { subscriptionTiers, type SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { definePolicy, isAdminViewer } from '../../lib/authorize';
import { upgradeRequired } from '../../lib/tiers';

interface Authored {
  userId: string | null;
}

/** Only the author edits a post. */
export const editPost = definePolicy<Authored>({
  name: 'editPost',
  allows: (viewer, post) => post.userId === viewer.userId,
  message: 'Only the author can edit this post.',
});

/** The author or an admin deletes a post. */
export const deletePost = definePolicy<Authored>({
  name: 'deletePost',
  allows: (viewer, post) => post.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author or an admin can delete this post.',
});

/** The author or an admin edits a reply (an admin, to take out what should not be there). */
export const editReply = definePolicy<Authored>({
  name: 'editReply',
  allows: (viewer, reply) => reply.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author or an admin can edit this reply.',
});

/** The author or an admin deletes a reply. */
export const deleteReply = definePolicy<Authored>({
  name: 'deleteReply',
  allows: (viewer, reply) => reply.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author or an admin can delete this reply.',
});

/** The post's author or an admin marks (or unmarks) the answer. */
export const markAnswer = definePolicy<Authored>({
  name: 'markAnswer',
  allows: (viewer, post) => post.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author of the post or an admin can mark the answer.',
});

/** Hidden content (three open reports) stays visible to its author and admins. */
export const seeHidden = definePolicy<Authored>({
  name: 'seeHidden',
  allows: (viewer, item) => item.userId === viewer.userId || isAdminViewer(viewer),
  message: 'This content is hidden while it is reviewed.',
});

interface Gated {
  name: string;
  requiredTier: string;
}

/** The tier a channel asks for; an unknown requirement counts as lifetime_mastery (spec §6). */
export function requiredTierOf(channel: Pick<Gated, 'requiredTier'>): SubscriptionTier {
  const tier = channel.requiredTier as SubscriptionTier;
  return subscriptionTiers.includes(tier) ? tier : 'lifetime_mastery';
}

/** A channel, its posts and their replies open to the tiers it asks for (spec §6, forum category access). */
export const openChannel = definePolicy<Gated>({
  name: 'openChannel',
  allows: (viewer, channel) => canAccessChannel(viewer.tier, channel.requiredTier),
  message: 'An upgrade opens this channel.',
  refuse: (channel) => upgradeRequired(`The ${channel.name} channel`, requiredTierOf(channel)),
});

/**
 * A post's (or its reply's, or its poll's) channel opens to the tiers it asks for, except to the member whose own
 * words the request is about: one who downgraded can still edit or delete what they wrote where they can no
 * longer read.
 */
export const openPostChannel = definePolicy<{ channel: Gated; ownWordsOf: string | null }>({
  name: 'openPostChannel',
  allows: (viewer, { channel, ownWordsOf }) =>
    ownWordsOf === viewer.userId || openChannel.allows(viewer, channel),
  message: openChannel.message,
  refuse: ({ channel }) => upgradeRequired(`The ${channel.name} channel`, requiredTierOf(channel)),
});
