import { titleFromContent } from '@shared/community/post-title';
import type {
  Channel,
  CommunityProfile,
  Notification,
  Post,
  PostAuthor,
  Reply,
} from '@shared/community/community.schemas';

let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;

export function makeAuthor(overrides: Partial<PostAuthor> = {}): PostAuthor {
  return {
    id: 'u2',
    username: 'samkim',
    avatarUrl: null,
    title: 'First Post',
    reputation: 12,
    ...overrides,
  };
}

export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 'c-free',
    slug: 'free-user-questions',
    name: 'Free User Questions',
    color: '#0f766e',
    description: 'Questions from every member.',
    requiredTier: 'free',
    canAccess: true,
    ...overrides,
  };
}

export const defaultChannels = (): Channel[] => [
  makeChannel(),
  makeChannel({
    id: 'c-general',
    slug: 'general-discussion',
    name: 'General Discussion',
    color: '#7c3aed',
    requiredTier: 'growth',
    canAccess: false,
  }),
];

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? nextId('p');
  const content = overrides.content ?? `Post ${id}`;
  return {
    id,
    // As the server titles a post sent without one.
    title: overrides.title ?? titleFromContent(content),
    content,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    isPinned: false,
    postType: 'discussion',
    likeCount: 0,
    replyCount: 0,
    likedByMe: false,
    acceptedReplyId: null,
    isHidden: false,
    channel: { id: 'c-free', slug: 'free-user-questions', name: 'Free User Questions', color: '#0f766e' },
    author: makeAuthor(),
    poll: null,
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  const id = overrides.id ?? nextId('r');
  return {
    id,
    postId: 'p1',
    content: `Reply ${id}`,
    isAnswer: false,
    isHidden: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    editedAt: null,
    author: makeAuthor(),
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: overrides.id ?? nextId('n'),
    kind: 'reply',
    postId: 'p1',
    actorUsername: 'samkim',
    count: 1,
    postTitle: 'Mornings after a bad night',
    excerpt: 'Thanks for asking',
    readAt: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

/** A member's forum profile, with nothing earned yet. */
export function makeProfile(overrides: Partial<CommunityProfile> = {}): CommunityProfile {
  return {
    username: 'samkim',
    avatarUrl: null,
    title: null,
    reputation: 0,
    badges: [],
    joinedAt: '2026-01-01T00:00:00.000Z',
    postCount: 0,
    replyCount: 0,
    answerCount: 0,
    ...overrides,
  };
}
