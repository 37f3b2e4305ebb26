import { patchOf } from '../api/patch-schema';
import * as z from '../api/zod-mini';
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
  .check(
    z.trim(),
    z.minLength(2, 'Ids have at least 2 characters.'),
    z.maxLength(60, 'Ids are limited to 60 characters.'),
    z.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'Use lowercase letters, digits and single hyphens (e.g. "deep-breathing").',
    ),
  );

const title = (label: string, max = 120) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} is limited to ${max} characters.`),
    );
const description = z
  .string()
  .check(z.trim(), z.maxLength(2000, 'Descriptions are limited to 2,000 characters.'));
const icon = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[A-Za-z0-9]{1,40}$/, 'Icons are named by a Lucide icon name such as "BookOpen".'),
  );

export const categoryInputSchema = z.object({
  id: slugSchema,
  title: title('Title'),
  description: z._default(description, ''),
  icon: z._default(icon, 'BookOpen'),
  accessLevel: z._default(accessLevelSchema, 'free'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categoryUpdateSchema = patchOf(z.omit(categoryInputSchema, { id: true }));
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const skillInputSchema = z.object({
  id: slugSchema,
  categoryId: slugSchema,
  title: title('Title'),
  summary: z._default(
    z.string().check(z.trim(), z.maxLength(500, 'Summaries are limited to 500 characters.')),
    '',
  ),
  body: z._default(z.string().check(z.maxLength(100_000, 'The body is limited to 100,000 characters.')), ''),
  practiceSteps: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))).check(z.maxLength(30)),
    [],
  ),
  difficulty: z._default(difficultySchema, 'beginner'),
  accessLevel: z._default(accessLevelSchema, 'free'),
  estimatedMinutes: z._default(
    z.coerce.number().check(z.int(), z.minimum(1, 'At least 1 minute.'), z.maximum(600)),
    5,
  ),
  relatedToolIds: z._default(z.array(slugSchema).check(z.maxLength(20)), []),
});
export type SkillInput = z.input<typeof skillInputSchema>;
export const skillUpdateSchema = patchOf(z.omit(skillInputSchema, { id: true }));
export type SkillUpdate = z.input<typeof skillUpdateSchema>;

export const toolInputSchema = z.object({
  id: slugSchema,
  name: title('Name'),
  description: z._default(description, ''),
  icon: z._default(icon, 'Wrench'),
  accessLevel: z._default(accessLevelSchema, 'free'),
});
export type ToolInput = z.input<typeof toolInputSchema>;
export const toolUpdateSchema = patchOf(z.omit(toolInputSchema, { id: true }));
export type ToolUpdate = z.input<typeof toolUpdateSchema>;

/** A new order for a whole list, saved in one call. */
export const orderInputSchema = z
  .array(z.object({ id: slugSchema, order: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)) }))
  .check(
    z.minLength(1),
    z.maxLength(500),
    z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each id may appear once.'),
  );
export type OrderInput = z.infer<typeof orderInputSchema>;

// The category's level is the category's own field, edited there.
export const adminSkillSchema = z.omit(skillDetailSchema, { practice: true, categoryAccessLevel: true });
export type AdminSkill = z.infer<typeof adminSkillSchema>;
export { skillCategorySchema as adminCategorySchema, toolSchema as adminToolSchema };

export const orderResultSchema = z.object({ updated: z.number().check(z.int()) });

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
  'community-guidelines',
] as const;
export const pageIdSchema = z.enum(pageIds);
export type PageId = z.infer<typeof pageIdSchema>;
export const pageInputSchema = z.object({
  content: z.string().check(z.maxLength(200_000, 'Pages are limited to 200,000 characters.')),
});
export const pageSchema = z.object({ pageId: pageIdSchema, content: z.string() });

export const homepageLayoutInputSchema = z
  .array(
    z.object({
      sectionKey: z.string().check(z.minLength(1), z.maxLength(60)),
      displayOrder: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
      isVisible: z.boolean(),
      settings: z._default(z.record(z.string(), z.unknown()), {}),
    }),
  )
  .check(z.minLength(1), z.maxLength(50));
export type HomepageLayoutInput = z.input<typeof homepageLayoutInputSchema>;
export const homepageLayoutSchema = z.array(homepageSectionSchema);

export const progressFeatureInputSchema = z.object({ isVisible: z.boolean() });
export { progressFeatureSchema };
