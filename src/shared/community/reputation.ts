/** One short table of what earns reputation; the server applies it and the help page shows it. */
export const REPUTATION_RULES = [
  { event: 'like_received', points: 1, label: 'Someone likes your post' },
  { event: 'like_removed', points: -1, label: 'A like on your post is taken back' },
  { event: 'answer_accepted', points: 10, label: 'Your reply is marked as the answer' },
  { event: 'answer_unmarked', points: -10, label: 'That mark is taken away' },
] as const;
export type ReputationEvent = (typeof REPUTATION_RULES)[number]['event'];

/** Points for an event; nothing when members like or answer themselves. */
export function reputationFor(event: ReputationEvent, actorId: string, ownerId: string): number {
  if (actorId === ownerId) return 0;
  return REPUTATION_RULES.find((r) => r.event === event)?.points ?? 0;
}

/** Likes received that earn 'Appreciated'. */
export const APPRECIATED_LIKES = 10;

/** Badges, awarded once each by these rules (earnedBadges below); `howEarned` is what the badges page says. */
export const BADGES = [
  {
    id: 'first-post',
    name: 'First Post',
    description: 'Started a first conversation.',
    howEarned: 'Start your first topic, in any channel: a discussion, a question or a poll.',
  },
  {
    id: 'first-reply',
    name: 'First Reply',
    description: 'Replied to a fellow member.',
    howEarned: 'Write your first reply to a topic.',
  },
  {
    id: 'helpful',
    name: 'Helpful',
    description: 'A reply was marked as the answer.',
    howEarned:
      'Have one of your replies marked as the answer to a question, by the member who asked it or a moderator.',
  },
  {
    id: 'appreciated',
    name: 'Appreciated',
    description: 'Received 10 likes.',
    howEarned: `Receive ${APPRECIATED_LIKES} likes from other members on your topics (your own likes do not count).`,
  },
  {
    id: 'poll-starter',
    name: 'Poll Starter',
    description: 'Asked the community in a poll.',
    howEarned: 'Start your first poll.',
  },
] as const;
export type BadgeId = (typeof BADGES)[number]['id'];

/** What the badges look at; a count may stop at the most a badge asks for. */
export interface BadgeFacts {
  posts: number;
  replies: number;
  acceptedAnswers: number;
  likesReceived: number;
  polls: number;
}

/** The badges these facts earn. */
export function earnedBadges(facts: BadgeFacts): BadgeId[] {
  const earned: BadgeId[] = [];
  if (facts.posts >= 1) earned.push('first-post');
  if (facts.replies >= 1) earned.push('first-reply');
  if (facts.acceptedAnswers >= 1) earned.push('helpful');
  if (facts.likesReceived >= APPRECIATED_LIKES) earned.push('appreciated');
  if (facts.polls >= 1) earned.push('poll-starter');
  return earned;
}
