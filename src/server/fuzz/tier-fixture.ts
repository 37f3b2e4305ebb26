import { randomBytes } from 'node:crypto';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { toolKeys } from '@shared/tools/tool-keys';
import { tierReaches } from '../lib/tiers';
import type { communityKit, Member } from '../modules/community/community.test-kit';
import { channelSeeds } from '../modules/community/community.seed';
import { SPEC_FREE_TOOL_IDS } from '../modules/content/seed/spec-free-content';
import { sampleToolData } from '../modules/tool-data/tool-data.samples';
import type { RouteAccess } from '../plugins/access';
import type { TestApp } from '../test/test-app';
import { addEntry, sendFuzz, setPlan } from './fuzz-app';
import type { FuzzRequest, FuzzRoute } from './fuzz-requests';

type CommunityKit = ReturnType<typeof communityKit>;
const isFreeTool = (key: string) => (SPEC_FREE_TOOL_IDS as readonly string[]).includes(key);
const isSeededTool = (key: string) => (toolKeys as readonly string[]).includes(key);

/** A member of one plan, with entries of their own in the tools they could open when they wrote them. */
export interface TierMember {
  name: string;
  tier: SubscriptionTier;
  member: Member;
  entryIds: string[];
}

/**
 * A member of each tier, and one whose plan is free but who wrote an entry in every tool while premium (the
 * tools not free are locked for them now, their own entries in them included).
 */
export async function tierMembers(app: TestApp, kit: CommunityKit): Promise<TierMember[]> {
  const admin = await kit.admin();
  const plans = [
    ['free', 'free', 'free'],
    ['growth', 'growth', 'growth'],
    ['premium', 'premium', 'premium'],
    ['lifetime_mastery', 'lifetime_mastery', 'lifetime_mastery'],
    ['downgraded to free', 'premium', 'free'],
  ] as const;
  const members: TierMember[] = [];
  for (const [name, writesAs, tier] of plans) {
    const member = await kit.member(writesAs);
    const opens = toolKeys.filter((key) => writesAs !== 'free' || isFreeTool(key));
    const entryIds = [];
    for (const key of opens) entryIds.push(await addEntry(app, member.cookie, key, sampleToolData[key]));
    if (tier !== writesAs) await setPlan(app, admin.cookie, member.userId, tier);
    members.push({ name, tier, member, entryIds });
  }
  return members;
}

/** The routes a tier rule guards: the tools' gate (openTool) and any route of a `{ tier }` access. */
export const isTierGated = (route: RouteAccess) =>
  route.gate === 'openTool' || typeof route.access === 'object';

/** The seeded tool a request is about: the route's own key, or its decoded `:toolKey` segment. */
export function toolOfRequest(route: FuzzRoute, request: FuzzRequest): string | undefined {
  const pattern = route.url.split('/');
  const at = pattern.indexOf(':toolKey');
  if (at < 0) return pattern[1] === 'api' && pattern[2] === 'tools' ? pattern[3] : undefined;
  const segment = (request.url.split('?')[0] ?? '').split('/')[at] ?? '';
  try {
    const key = decodeURIComponent(segment);
    return isSeededTool(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the declared rule refuses the tier (as the policy table test reads it): a `{ tier }` access above
 * it, or a tool the seed does not make free (SPEC_FREE_TOOL_IDS) for a free member.
 */
export function refusedByRule(route: RouteAccess, tier: SubscriptionTier, toolKey: string | undefined) {
  if (typeof route.access === 'object' && !tierReaches(tier, route.access.tier)) return true;
  return route.gate === 'openTool' && toolKey !== undefined && !isFreeTool(toolKey) && tier === 'free';
}

/** Forum content in a channel above some tiers: its ids, and a marker in its words that no one below reads. */
export interface LockedChannel {
  slug: string;
  id: string;
  requiredTier: SubscriptionTier;
  marker: string;
  author: string;
  postIds: string[];
  replyIds: string[];
  optionIds: string[];
}

/**
 * A question with a reply and a poll, by a member who reads the channel, in a channel of each tier above free;
 * the tier as the seed declares it (not as the API reports it).
 */
export async function lockedChannels(kit: CommunityKit): Promise<LockedChannel[]> {
  const channels = [];
  for (const slug of ['general-discussion', 'lifetime-masters']) {
    const channel = await kit.channel(slug);
    const tier = channelSeeds.find((seed) => seed.slug === slug)?.requiredTier as SubscriptionTier;
    const author = await kit.member(tier);
    const marker = `lockedmarker${randomBytes(5).toString('hex')}`;
    const question = await kit.post(author, { channel: slug, postType: 'question', content: `${marker} q` });
    const poll = await kit.post(author, {
      channel: slug,
      postType: 'poll',
      content: `${marker} poll`,
      pollOptions: [`${marker} yes`, `${marker} no`],
    });
    const reply = await kit.reply(author, question.id, `${marker} reply`);
    channels.push({
      slug,
      id: channel.id,
      requiredTier: tier,
      marker,
      author: author.username,
      postIds: [question.id, poll.id],
      replyIds: [reply.id],
      optionIds: (poll.poll?.options ?? []).map((o) => o.id),
    });
  }
  return channels;
}

/** Whether a forum request names something of the channel: in its path, its `channel` query or its body. */
export function namesLocked(request: FuzzRequest, channel: LockedChannel): boolean {
  const [path = '', query = ''] = request.url.split('?');
  const ids = [...channel.postIds, ...channel.replyIds, ...channel.optionIds];
  if (ids.some((id) => path.includes(id))) return true;
  if (new URLSearchParams(query).getAll('channel').includes(channel.slug)) return true;
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(String(request.payload ?? '')) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (body === null || typeof body !== 'object') return false;
  if (request.method === 'POST' && path === '/api/community/posts' && body.channelId === channel.id)
    return true;
  const reported = body.contentType === 'post' ? body.postId : body.replyId;
  return path === '/api/community/reports' && ids.includes(String(reported));
}

/** The locked channels' posts as an admin reads them: what no member below their tier may change. */
export async function readLockedPosts(app: TestApp, adminCookie: string, channels: LockedChannel[]) {
  const posts = [];
  for (const id of channels.flatMap((c) => c.postIds)) {
    const response = await sendFuzz(app, { method: 'GET', url: `/api/community/posts/${id}` }, adminCookie);
    const post = response.json() as Record<string, unknown>;
    const { content, likeCount, replyCount, poll, acceptedReplyId, isPinned } = post;
    posts.push({
      status: response.statusCode,
      content,
      likeCount,
      replyCount,
      poll,
      acceptedReplyId,
      isPinned,
    });
  }
  return posts;
}
