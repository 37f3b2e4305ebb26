import * as z from '../api/zod-mini';

export const masteryQuerySchema = z.object({
  /** Only this category's skills (a category's path); every skill with a tool when absent. */
  categoryId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

export const skillMasterySchema = z.object({
  skillId: z.string(),
  /** The tool that practises the skill. */
  toolId: z.string(),
  goal: z.number().check(z.int()),
  /** Uses so far toward the goal, at most the goal. */
  progress: z.number().check(z.int()),
  /** What counts, in plain words after a number ("thought records where an emotion eased"). */
  counts: z.string(),
  status: z.enum(['learning', 'mastered', 'refresh-due']),
  masteredAt: z.nullable(z.string()),
  nextRefreshAt: z.nullable(z.string()),
  refreshDueSince: z.nullable(z.string()),
});
export type SkillMastery = z.infer<typeof skillMasterySchema>;

export const masteryListSchema = z.object({ items: z.array(skillMasterySchema) });
export type MasteryList = z.infer<typeof masteryListSchema>;
