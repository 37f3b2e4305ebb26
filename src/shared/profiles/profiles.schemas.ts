import * as z from '../api/zod-mini';
import { subscriptionTiers } from './subscription-tiers';

export const roles = ['admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Membership tiers, lowest to highest (spec §4). */
export { subscriptionTiers };
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const subscriptionStatuses = ['active', 'canceled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export const subscriptionStatusLabels: Record<(typeof subscriptionStatuses)[number], string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
};

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: roleSchema,
  avatarUrl: z.nullable(z.string()),
  reputation: z.number().check(z.int()),
  title: z.nullable(z.string()),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  /**
   * How the member's days are counted (their zone and the hour their day ends), with the session, so a page
   * counts "today" as the server does from its first render. Optional: a session kept from before they were
   * part of it still reads.
   */
  timeZone: z.optional(z.string()),
  endOfDayHour: z.optional(z.number().check(z.int())),
  /**
   * Whether the member chose the name the community sees (their username); until then the forum asks before
   * their first post or reply. Optional: a session kept from before it was part of it still reads.
   */
  forumNameConfirmed: z.optional(z.boolean()),
});
export type Profile = z.infer<typeof profileSchema>;

const nameField = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(60, `${label} must be at most 60 characters.`),
    );

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9_]{3,20}$/, 'Username must be 3–20 characters: letters, digits or _.'),
  );

/**
 * The name the community sees: the member's username, chosen by them (a pseudonym is fine); never derived from
 * their first or last name.
 */
export const forumNameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9_]{3,20}$/, 'A forum name is 3–20 characters: letters, digits or _.'),
  );

export const setForumNameSchema = z.object({ forumName: forumNameSchema });
export type SetForumNameInput = z.infer<typeof setForumNameSchema>;
export const FORUM_NAME_TAKEN = 'That forum name is taken.';
export const FORUM_NAME_REQUIRED = 'Choose the name the community sees before you post.';

/**
 * The zone's canonical IANA name, as the runtime resolves it ('PRT' → 'America/Puerto_Rico'). The runtime also
 * knows legacy aliases that PostgreSQL's time zone database does not, and the progress and dashboard queries hand
 * the zone to PostgreSQL; a name the runtime does not know is returned as it is.
 */
// Resolving a zone builds an Intl formatter (tens of microseconds): each name is resolved once.
const canonicalZones = new Map<string, string>();

export function canonicalTimeZone(value: string): string {
  let canonical = canonicalZones.get(value);
  if (canonical === undefined) {
    try {
      canonical = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      canonical = value;
    }
    // Bounded: the names a process sees are the zones of its members, a few hundred at most.
    if (canonicalZones.size < 1_000) canonicalZones.set(value, canonical);
  }
  return canonical;
}

export const timeZoneSchema = z
  .string()
  .check(z.maxLength(64), z.refine(isTimeZone, 'Choose a valid time zone.'), z.overwrite(canonicalTimeZone));
export const endOfDayHourSchema = z
  .number()
  .check(
    z.int(),
    z.minimum(0, 'Your day can end between 00:00 and 12:00.'),
    z.maximum(12, 'Your day can end between 00:00 and 12:00.'),
  );
/** Weekdays, 0 = Sunday. */
export const restDaysSchema = z
  .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
  .check(z.maxLength(7));

export const experienceLevels = ['new', 'some', 'practised'] as const;
export const experienceSchema = z.enum(experienceLevels);
export type Experience = z.infer<typeof experienceSchema>;

/** A forum badge the member earned (user_badges joined with badges). */
export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  awardedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** The member's own profile: what only they see (time zone, day end, rest days, onboarding), and their badges. */
export const ownProfileSchema = z.extend(profileSchema, {
  badges: z.array(badgeSchema),
  timeZone: z.string(),
  endOfDayHour: z.number().check(z.int()),
  restDays: z.array(z.number().check(z.int())),
  forumNameConfirmed: z.boolean(),
  onboarding: z.object({
    interests: z.array(z.string()),
    experience: z.nullable(experienceSchema),
    done: z.boolean(),
  }),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const updateProfileSchema = z.object({
  firstName: z.optional(nameField('First name')),
  lastName: z.optional(nameField('Last name')),
  username: z.optional(usernameSchema),
  timeZone: z.optional(timeZoneSchema),
  endOfDayHour: z.optional(endOfDayHourSchema),
  restDays: z.optional(restDaysSchema),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export { nameField };
