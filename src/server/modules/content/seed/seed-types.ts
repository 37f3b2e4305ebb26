import type { AccessLevel, Difficulty } from '@shared/content/content-levels';
import type { ToolKey } from '@shared/tools/tool-keys';

/** A seed item of any table: what it needs to reach installs that started before it was added. */
export interface Introduced {
  /**
   * The content version (CONTENT_VERSION in content-version.ts) that added this item; absent for the first
   * content (version 1). An install at an older version gets the item at its next start.
   */
  since?: number;
}

/** One skill as written in the seed files; reaches an install by its content version (content.seed.ts). */
export interface SeedSkill extends Introduced {
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

/** One category and its skills, in the order they are listed (a skill is never older than its category). */
export interface SeedCategory extends Introduced {
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
