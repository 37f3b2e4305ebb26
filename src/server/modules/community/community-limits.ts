import { AppError } from '../../lib/app-error';

/**
 * Per-member write limits of issue 9 §5 (as Discourse has them); 0 switches one off. The limits that depend on
 * a member's trust level (first-day topics and replies, likes a day, links, images and polls) are the trust
 * settings an admin edits (trust/), applied when `trustLevels` is on.
 */
export interface CommunityLimits {
  /** Seconds between two posts by one member. */
  postIntervalSeconds: number;
  /** Seconds between two replies by one member. */
  replyIntervalSeconds: number;
  reportsPerDay: number;
  /** Images a member may add to posts and replies in a day. */
  imagesPerDay: number;
  /**
   * Trust levels decide what a member may post and how much. Off: no trust limits, and every report weighs as a
   * basic member's (three hide an item, as before trust levels).
   */
  trustLevels: boolean;
}

export const defaultCommunityLimits: CommunityLimits = {
  postIntervalSeconds: 30,
  replyIntervalSeconds: 5,
  reportsPerDay: 10,
  imagesPerDay: 20,
  trustLevels: true,
};

/** Every limit off (tests that write many posts quickly, load tests). */
export const noCommunityLimits: CommunityLimits = {
  postIntervalSeconds: 0,
  replyIntervalSeconds: 0,
  reportsPerDay: 0,
  imagesPerDay: 0,
  trustLevels: false,
};

export const rateLimited = (message: string) => new AppError(429, 'rate_limited', message);

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** Seconds still to wait after the last write, or 0. */
export function secondsToWait(last: Date | null, intervalSeconds: number, now = Date.now()): number {
  if (!last || intervalSeconds <= 0) return 0;
  return Math.max(0, Math.ceil((last.getTime() + intervalSeconds * 1000 - now) / 1000));
}

export const limitMessages = {
  postInterval: (wait: number) => `You are posting a little fast. You can post again in ${seconds(wait)}.`,
  replyInterval: (wait: number) => `You are replying a little fast. You can reply again in ${seconds(wait)}.`,
  likes: (max: number) => `You have used today's ${max} likes. You can like again tomorrow.`,
  reports: (max: number) =>
    `You have sent ${max} reports today. Thank you: our team will review them. You can report again tomorrow.`,
};
