import { AppError } from '../../lib/app-error';

/** Per-member write limits of issue 9 §5 (as Discourse has them); 0 switches one off. */
export interface CommunityLimits {
  /** Seconds between two posts by one member. */
  postIntervalSeconds: number;
  /** Posts a day for an account younger than newMemberHours. */
  newMemberPostsPerDay: number;
  newMemberHours: number;
  /** Seconds between two replies by one member. */
  replyIntervalSeconds: number;
  likesPerDay: number;
  reportsPerDay: number;
}

export const defaultCommunityLimits: CommunityLimits = {
  postIntervalSeconds: 30,
  newMemberPostsPerDay: 10,
  newMemberHours: 24,
  replyIntervalSeconds: 5,
  likesPerDay: 50,
  reportsPerDay: 10,
};

/** Every limit off (tests that write many posts quickly). */
export const noCommunityLimits: CommunityLimits = {
  postIntervalSeconds: 0,
  newMemberPostsPerDay: 0,
  newMemberHours: 0,
  replyIntervalSeconds: 0,
  likesPerDay: 0,
  reportsPerDay: 0,
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
  newMemberPosts: (max: number) =>
    `New members can write ${max} posts on their first day. You can post again tomorrow.`,
  replyInterval: (wait: number) => `You are replying a little fast. You can reply again in ${seconds(wait)}.`,
  likes: (max: number) => `You have used today's ${max} likes. You can like again tomorrow.`,
  reports: (max: number) =>
    `You have sent ${max} reports today. Thank you: our team will review them. You can report again tomorrow.`,
};
