/**
 * What a committed write changed, by name. Writes report changes; caches subscribe to the names they hold
 * (change-feed.ts). A name says what changed, never which cache to drop: a new cache subscribes, no write changes.
 */
export type Change =
  /** Anything of one member's: their sessions, tier, role, profile, settings and private tool data. */
  | { kind: 'member'; userId: string }
  /** How a member shows in the forum: names, avatar, title, reputation, badges. */
  | { kind: 'author'; userId: string }
  /** One post's text, counters (likes, replies, votes), answer or visibility to others. */
  | { kind: 'post'; postId: string; channelId: string }
  /** Which posts a channel lists, or their order: a new post, a pin, a post shown again. */
  | { kind: 'channel'; channelId: string }
  /** The whole forum: the channels themselves, or a member's removal across many posts. */
  | { kind: 'forum' }
  /** The library, tools, pages and homepage (the content bundle and the skill search). */
  | { kind: 'content' }
  /** The site settings (announcement, maintenance mode). */
  | { kind: 'settings' };

export type ChangeKind = Change['kind'];

export const memberChanged = (userId: string): Change => ({ kind: 'member', userId });
export const authorChanged = (userId: string): Change => ({ kind: 'author', userId });
export const postChanged = (post: { id: string; channelId: string }): Change => ({
  kind: 'post',
  postId: post.id,
  channelId: post.channelId,
});
export const channelChanged = (channelId: string): Change => ({ kind: 'channel', channelId });
export const forumChanged: Change = { kind: 'forum' };
export const contentChanged: Change = { kind: 'content' };
export const settingsChanged: Change = { kind: 'settings' };

/** Collects what one request's write changed; published once the handler is done (after its commit). */
export interface ChangeSet {
  add(...changes: Change[]): void;
}

/** A stable text for a change, to drop repeats within one request. */
export function changeKey(change: Change): string {
  switch (change.kind) {
    case 'member':
    case 'author':
      return `${change.kind}:${change.userId}`;
    case 'post':
      return `post:${change.postId}`;
    case 'channel':
      return `channel:${change.channelId}`;
    default:
      return change.kind;
  }
}

const KINDS: ReadonlySet<string> = new Set<ChangeKind>([
  'member',
  'author',
  'post',
  'channel',
  'forum',
  'content',
  'settings',
]);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

/** A change received from another process, or null when it is not one (never trusted blindly). */
export function parseChange(value: unknown): Change | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  if (!isText(c.kind) || !KINDS.has(c.kind)) return null;
  switch (c.kind) {
    case 'member':
    case 'author':
      return isText(c.userId) ? { kind: c.kind, userId: c.userId } : null;
    case 'post':
      return isText(c.postId) && isText(c.channelId)
        ? { kind: 'post', postId: c.postId, channelId: c.channelId }
        : null;
    case 'channel':
      return isText(c.channelId) ? { kind: 'channel', channelId: c.channelId } : null;
    default:
      return { kind: c.kind as 'forum' | 'content' | 'settings' };
  }
}
