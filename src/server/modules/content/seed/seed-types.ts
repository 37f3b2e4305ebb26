import type { AccessLevel, Difficulty } from '@shared/content/content-levels';
import type { ToolKey } from '@shared/tools/tool-keys';

/** One skill as written in the seed files; seeded idempotently by id on first start. */
export interface SeedSkill {
  /** URL slug, unique across all skills, e.g. 'box-breathing'. */
  id: string;
  title: string;
  /** One or two sentences shown in lists and search (max ~200 characters). */
  summary: string;
  /**
   * Markdown (no raw HTML): '## What it is', '## Why it helps', '## Common obstacles',
   * '## When to seek professional help' sections, 250–600 words in all.
   */
  body: string;
  /** The step-by-step practice, one instruction per item (4–8 items). */
  practiceSteps: string[];
  difficulty: Difficulty;
  accessLevel: AccessLevel;
  estimatedMinutes: number;
  /** Tools that put this skill into practice. */
  relatedToolIds: ToolKey[];
}

/** One category and its skills, in the order they are listed. */
export interface SeedCategory {
  /** URL slug, e.g. 'mindfulness'. */
  id: string;
  title: string;
  description: string;
  /** A lucide-react icon name in PascalCase, e.g. 'Leaf'. */
  icon: string;
  accessLevel: AccessLevel;
  order: number;
  skills: SeedSkill[];
}
