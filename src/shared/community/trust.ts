import * as z from '../api/zod-mini';
import { imagesIn } from './forum-images';

/**
 * Trust levels as Discourse has them (0 new, 1 basic, 2 member): a new member reads, replies and likes; links,
 * images, polls and more likes a day come with reading some topics for some minutes over some days.
 */
export const trustLevels = [0, 1, 2] as const;
export type TrustLevel = (typeof trustLevels)[number];
export const trustLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const trustLevelNames: Record<TrustLevel, string> = {
  0: 'New member',
  1: 'Basic member',
  2: 'Member',
};

const count = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));

/** The numbers an admin can change; the defaults are Discourse's (see defaultTrustSettings). */
export const trustSettingsSchema = z.object({
  /** Level 1: topics opened and minutes spent reading. */
  basic: z.object({ topicsEntered: count(1000), readMinutes: count(10_000) }),
  /** Level 2: more reading, on several days, and some give and take. */
  member: z.object({
    topicsEntered: count(1000),
    readMinutes: count(100_000),
    daysVisited: count(365),
    likesGiven: count(1000),
    likesReceived: count(1000),
    repliesWritten: count(1000),
  }),
  /** An account's first 24 hours: topics and replies, and the seconds between two of them. */
  firstDay: z.object({ topics: count(100), replies: count(1000), secondsBetween: count(3600) }),
  /** Likes a day at each level. */
  likesPerDay: z.object({ new: count(1000), basic: count(1000), member: count(1000) }),
  /** The reports' summed weight that hides a post or reply until an admin decides. */
  reportHideScore: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
});
export type TrustSettings = z.infer<typeof trustSettingsSchema>;

/**
 * Discourse's defaults: tl1 (5 topics, 10 minutes), tl2 (20 topics, 60 minutes, 15 days, 1 like given and
 * received, 3 replies), max_topics_in_first_day 3, max_replies_in_first_day 10, new users 30 s apart. Discourse
 * gives every level 50 likes a day (more from level 2); a new member here has 20, so likes too are earned.
 */
export const defaultTrustSettings: TrustSettings = {
  basic: { topicsEntered: 5, readMinutes: 10 },
  member: {
    topicsEntered: 20,
    readMinutes: 60,
    daysVisited: 15,
    likesGiven: 1,
    likesReceived: 1,
    repliesWritten: 3,
  },
  firstDay: { topics: 3, replies: 10, secondsBetween: 30 },
  likesPerDay: { new: 20, basic: 50, member: 75 },
  reportHideScore: 6,
};

/**
 * How much one report weighs: 1 for a new member, 2 basic, 3 member, plus up to 2 for a record of reports the
 * team agreed with (once 3 of theirs were decided). Three new accounts (3) cannot hide what a member wrote; two
 * members (6), or one member with a good record and one more reporter, can.
 */
export function reportWeight(level: TrustLevel, record: { agreed: number; dismissed: number }): number {
  const decided = record.agreed + record.dismissed;
  const accuracy = decided >= 3 ? Math.round((2 * record.agreed) / decided) : 0;
  return 1 + level + accuracy;
}

/** Links and images in a post's Markdown: what a new member cannot post yet. */
export function linksAndImagesIn(markdown: string): { links: number; images: number } {
  const images = imagesIn(markdown).length;
  const text = markdown.replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ').replace(/!\[[^\]]*\]\([^)]*\)/g, ' ');
  const markdownLinks = /\[[^\]]*\]\([^)]*\)|<[a-z][a-z0-9+.-]*:[^>\s]*>/gi;
  const links = (text.match(markdownLinks) ?? []).length;
  const bare = text.replace(markdownLinks, ' ').match(/\b(?:https?:\/\/|www\.)[^\s<]+/gi) ?? [];
  return { images, links: links + bare.length };
}

/** What the forum tells a member about their own standing. */
export const forumStandingSchema = z.object({
  trustLevel: trustLevelSchema,
  trustLevelName: z.string(),
  /** The next level's requirements and the member's progress, or null at the top. */
  next: z.nullable(
    z.object({
      level: trustLevelSchema,
      topicsEntered: z.object({ have: z.number(), need: z.number() }),
      readMinutes: z.object({ have: z.number(), need: z.number() }),
      daysVisited: z.object({ have: z.number(), need: z.number() }),
    }),
  ),
  /** A silence or suspension in force, with the reason the admin gave. */
  sanction: z.nullable(
    z.object({ kind: z.enum(['silence', 'suspend']), reason: z.string(), endsAt: z.string() }),
  ),
});
export type ForumStanding = z.infer<typeof forumStandingSchema>;

export const sanctionKinds = ['silence', 'suspend'] as const;
export type SanctionKind = (typeof sanctionKinds)[number];

/** An admin's silence (no posts or replies) or suspension (no forum writes at all), for a time, with a reason. */
export const sanctionInputSchema = z.object({
  kind: z.enum(sanctionKinds),
  days: z.number().check(z.int(), z.minimum(1), z.maximum(365)),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Say why, in a few words the member will read.'), z.maxLength(500)),
});
export type SanctionInput = z.infer<typeof sanctionInputSchema>;

export const readingInputSchema = z.object({
  /** Seconds spent reading since the last report (the page reports every half minute while visible). */
  seconds: z.number().check(z.int(), z.minimum(1), z.maximum(120)),
});

/** A calendar day as the forum's sanctions name it ("3 December 2026", UTC). */
export function sanctionDay(at: Date): string {
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** What a silenced or suspended member is told when a write is refused. */
export function sanctionMessage(sanction: { kind: SanctionKind; reason: string; endsAt: Date }): string {
  const what = sanction.kind === 'silence' ? 'posting in the forum' : 'your forum account';
  return `An admin has paused ${what} until ${sanctionDay(sanction.endsAt)}. Reason: ${sanction.reason}`;
}
