import * as z from '../api/zod-mini';
import { subscriptionTierSchema } from '../profiles/profiles.schemas';
import { accessLevels, difficulties } from './content-levels';

export const difficultySchema = z.enum(difficulties);
export const accessLevelSchema = z.enum(accessLevels);

export const skillCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  order: z.nullable(z.number().check(z.int())),
  accessLevel: accessLevelSchema,
});
export type SkillCategory = z.infer<typeof skillCategorySchema>;

/** A skill as listed in the bundle: everything but its body. */
export const skillSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  summary: z.string(),
  difficulty: difficultySchema,
  accessLevel: accessLevelSchema,
  /** Its category's access level: a skill opens only when its category does (tier-access.ts). */
  categoryAccessLevel: accessLevelSchema,
  estimatedMinutes: z.number().check(z.int()),
  order: z.nullable(z.number().check(z.int())),
  relatedToolIds: z.array(z.string()),
});
export type SkillSummary = z.infer<typeof skillSummarySchema>;

export const toolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  accessLevel: accessLevelSchema,
  order: z.nullable(z.number().check(z.int())),
});
export type Tool = z.infer<typeof toolSchema>;

export const progressFeatureSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayOrder: z.nullable(z.number().check(z.int())),
  isVisible: z.boolean(),
});
export type ProgressFeature = z.infer<typeof progressFeatureSchema>;

export const homepageSectionSchema = z.object({
  sectionKey: z.string(),
  displayOrder: z.nullable(z.number().check(z.int())),
  isVisible: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});
export type HomepageSection = z.infer<typeof homepageSectionSchema>;

/** The content bundle of spec §3, returned in one call; every list sorted by order, missing last. */
export const contentBundleSchema = z.object({
  skillCategories: z.array(skillCategorySchema),
  skills: z.array(skillSummarySchema),
  tools: z.array(toolSchema),
  progressFeatures: z.array(progressFeatureSchema),
  homepageLayout: z.array(homepageSectionSchema),
  /** Page content (Markdown) by page id. */
  pages: z.record(z.string(), z.string()),
});
export type ContentBundle = z.infer<typeof contentBundleSchema>;

export const skillDetailSchema = z.extend(skillSummarySchema, {
  body: z.string(),
  practiceSteps: z.array(z.string()),
  /** The signed-in member's practice of this skill (null for visitors). */
  practice: z.nullable(
    z.object({ count: z.number().check(z.int()), lastPractisedAt: z.nullable(z.string()) }),
  ),
});
export type SkillDetail = z.infer<typeof skillDetailSchema>;

/** A skill the viewer cannot open: its summary and only the first section of its body, never the rest. */
export const lockedSkillSchema = z.extend(skillSummarySchema, {
  locked: z.literal(true),
  requiredTier: subscriptionTierSchema,
  /** The first section of the body (Markdown). */
  preview: z.string(),
});
export type LockedSkill = z.infer<typeof lockedSkillSchema>;

/** GET /api/skills/:skillId answers the whole skill, or a locked preview of it. */
export const skillViewSchema = z.union([lockedSkillSchema, skillDetailSchema]);
export type SkillView = z.infer<typeof skillViewSchema>;

export const skillCompletionSchema = z.object({
  skillId: z.string(),
  completedAt: z.string(),
  count: z.number().check(z.int()),
});

export const recommendationsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)), 3),
});
export const recommendationsSchema = z.object({ items: z.array(skillSummarySchema) });

/** A piece of text from a search result, marked when it is a word the query matched. */
export const textSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

export const skillSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'Type something to search for.'), z.maxLength(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
});

/** Ranked skill ids with highlighted title and snippet (a locked skill's snippet: title or summary only). */
export const skillSearchResultSchema = z.object({
  items: z.array(
    z.object({
      skillId: z.string(),
      score: z.number(),
      title: z.array(textSegmentSchema),
      snippet: z.array(textSegmentSchema),
    }),
  ),
});
export type SkillSearchResult = z.infer<typeof skillSearchResultSchema>;
