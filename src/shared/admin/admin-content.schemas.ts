import { z } from 'zod';
import {
  accessLevelSchema,
  difficultySchema,
  homepageSectionSchema,
  progressFeatureSchema,
  skillCategorySchema,
  skillDetailSchema,
  toolSchema,
} from '../content/content.schemas';

/** Content ids are slugs: lowercase words joined by single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(2, 'Ids have at least 2 characters.')
  .max(60, 'Ids are limited to 60 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens (e.g. "deep-breathing").',
  );

const title = (label: string, max = 120) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is limited to ${max} characters.`);
const description = z.string().trim().max(2000, 'Descriptions are limited to 2,000 characters.');
const icon = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, 'Icons are named by a Lucide icon name such as "BookOpen".');

export const categoryInputSchema = z.object({
  id: slugSchema,
  title: title('Title'),
  description: description.default(''),
  icon: icon.default('BookOpen'),
  accessLevel: accessLevelSchema.default('free'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categoryUpdateSchema = categoryInputSchema.omit({ id: true }).partial();
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const skillInputSchema = z.object({
  id: slugSchema,
  categoryId: slugSchema,
  title: title('Title'),
  summary: z.string().trim().max(500, 'Summaries are limited to 500 characters.').default(''),
  body: z.string().max(100_000, 'The body is limited to 100,000 characters.').default(''),
  practiceSteps: z.array(z.string().trim().min(1).max(500)).max(30).default([]),
  difficulty: difficultySchema.default('beginner'),
  accessLevel: accessLevelSchema.default('free'),
  estimatedMinutes: z.coerce.number().int().min(1, 'At least 1 minute.').max(600).default(5),
  relatedToolIds: z.array(slugSchema).max(20).default([]),
});
export type SkillInput = z.input<typeof skillInputSchema>;
export const skillUpdateSchema = skillInputSchema.omit({ id: true }).partial();
export type SkillUpdate = z.input<typeof skillUpdateSchema>;

export const toolInputSchema = z.object({
  id: slugSchema,
  name: title('Name'),
  description: description.default(''),
  icon: icon.default('Wrench'),
  accessLevel: accessLevelSchema.default('free'),
});
export type ToolInput = z.input<typeof toolInputSchema>;
export const toolUpdateSchema = toolInputSchema.omit({ id: true }).partial();
export type ToolUpdate = z.input<typeof toolUpdateSchema>;

/** A new order for a whole list, saved in one call. */
export const orderInputSchema = z
  .array(z.object({ id: slugSchema, order: z.number().int().min(0).max(100_000) }))
  .min(1)
  .max(500)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each id may appear once.');
export type OrderInput = z.infer<typeof orderInputSchema>;

export const adminSkillSchema = skillDetailSchema.omit({ practice: true });
export type AdminSkill = z.infer<typeof adminSkillSchema>;
export { skillCategorySchema as adminCategorySchema, toolSchema as adminToolSchema };

export const orderResultSchema = z.object({ updated: z.number().int() });

/** The editable pages (spec §3 pages). */
export const pageIds = [
  'about',
  'privacy',
  'terms',
  'cookies',
  'legal-disclaimer',
  'user-guide',
  'lifetime-early-access',
  'help',
] as const;
export const pageIdSchema = z.enum(pageIds);
export type PageId = z.infer<typeof pageIdSchema>;
export const pageInputSchema = z.object({
  content: z.string().max(200_000, 'Pages are limited to 200,000 characters.'),
});
export const pageSchema = z.object({ pageId: pageIdSchema, content: z.string() });

export const homepageLayoutInputSchema = z
  .array(
    z.object({
      sectionKey: z.string().min(1).max(60),
      displayOrder: z.number().int().min(0).max(1000),
      isVisible: z.boolean(),
      settings: z.record(z.string(), z.unknown()).default({}),
    }),
  )
  .min(1)
  .max(50);
export type HomepageLayoutInput = z.input<typeof homepageLayoutInputSchema>;
export const homepageLayoutSchema = z.array(homepageSectionSchema);

export const progressFeatureInputSchema = z.object({ isVisible: z.boolean() });
export { progressFeatureSchema };
