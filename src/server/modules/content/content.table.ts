import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accessLevels, difficulties } from '@shared/content/content-levels';
import { user } from '../account/auth.table';

export const difficultyEnum = pgEnum('difficulty', difficulties);
export const accessLevelEnum = pgEnum('access_level', accessLevels);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const skillCategories = pgTable('skill_categories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('BookOpen'),
  order: integer('order'),
  accessLevel: accessLevelEnum('access_level').notNull().default('free'),
  ...timestamps,
});

export const skills = pgTable(
  'skills',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => skillCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    practiceSteps: jsonb('practice_steps').$type<string[]>().notNull().default([]),
    difficulty: difficultyEnum('difficulty').notNull().default('beginner'),
    accessLevel: accessLevelEnum('access_level').notNull().default('free'),
    estimatedMinutes: integer('estimated_minutes').notNull().default(5),
    order: integer('order'),
    relatedToolIds: jsonb('related_tool_ids').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('skills_category_id_order_idx').on(t.categoryId, t.order)],
);

export const tools = pgTable('tools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('Wrench'),
  accessLevel: accessLevelEnum('access_level').notNull().default('free'),
  order: integer('order'),
  ...timestamps,
});

export const progressFeatures = pgTable('progress_features', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  displayOrder: integer('display_order'),
  isVisible: boolean('is_visible').notNull().default(true),
  ...timestamps,
});

export const homepageLayout = pgTable('homepage_layout', {
  sectionKey: text('section_key').primaryKey(),
  displayOrder: integer('display_order'),
  isVisible: boolean('is_visible').notNull().default(true),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

export const pages = pgTable('pages', {
  pageId: text('page_id').primaryKey(),
  content: text('content').notNull(),
  ...timestamps,
});

/** Each time a member marks a skill as practised; the progress dashboard reads these. */
export const skillCompletions = pgTable(
  'skill_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skill_completions_user_skill_idx').on(t.userId, t.skillId, t.completedAt.desc()),
    // Ends in id so the data export's keyset pages are unique and need no sort.
    index('skill_completions_user_completed_idx').on(t.userId, t.completedAt.desc(), t.id.desc()),
  ],
);

/**
 * The content versions this install has applied (content.seed.ts); the highest is the install's. A start
 * whose code ships a higher one inserts the seed items introduced since, then records it.
 */
export const contentVersions = pgTable('content_versions', {
  version: integer('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
