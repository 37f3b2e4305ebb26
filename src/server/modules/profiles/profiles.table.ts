import { index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../account/auth.table';

export const roleEnum = pgEnum('role', ['admin', 'user']);
export const subscriptionTierEnum = pgEnum('subscription_tier', [
  'free',
  'growth',
  'premium',
  'lifetime_mastery',
  'admin',
]);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['active', 'canceled', 'past_due']);

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull().unique(),
    role: roleEnum('role').notNull().default('user'),
    avatarUrl: text('avatar_url'),
    reputation: integer('reputation').notNull().default(0),
    title: text('title'),
    /**
     * The name of the member's most recent badge (the title the forum shows when no admin set one), kept by
     * the transaction that awards a badge so every post card reads it without a subquery.
     */
    badgeTitle: text('badge_title'),
    /** IANA zone the member's days are counted in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Hour (0–12) the member's day ends: entries before it count for the day before. */
    endOfDayHour: smallint('end_of_day_hour').notNull().default(4),
    /** Weekdays (0 = Sunday) the member rests: they never break a streak. */
    restDays: jsonb('rest_days').$type<number[]>().notNull().default([]),
    onboardingInterests: jsonb('onboarding_interests').$type<string[]>().notNull().default([]),
    onboardingExperience: text('onboarding_experience'),
    /**
     * When the member chose the name the community sees (their username); null until they do, and the forum asks
     * before their next post or reply. Usernames of members from before it existed were made from their legal
     * names, so they are not counted as chosen.
     */
    forumNameChosenAt: timestamp('forum_name_chosen_at', { withTimezone: true }),
    /** Set when onboarding was finished or skipped; null shows it after sign-up. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin members table: newest first, keyset on (created_at, id).
  (t) => [
    index('profiles_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // The forum's @-suggestions: names that start with what is typed (a LIKE 'pi%' reads it in order).
    index('profiles_username_prefix_idx').on(t.username.op('text_pattern_ops')),
  ],
);

export const userSubscriptionStatus = pgTable('user_subscription_status', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  subscriptionTier: subscriptionTierEnum('subscription_tier').notNull().default('free'),
  subscriptionStatus: subscriptionStatusEnum('subscription_status').notNull().default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
