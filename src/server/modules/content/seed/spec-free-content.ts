import type { ToolKey } from '@shared/tools/tool-keys';

// Spec §6 names what a free member opens. Access is decided by each row's access level (tier-access.ts),
// which an admin may change; these lists are only the levels the seed ships with (spec-free-content.test.ts).

/** Categories seeded as free (spec §6). */
export const SPEC_FREE_CATEGORY_IDS: readonly string[] = [
  'mindfulness',
  'emotional-regulation',
  'cbt-dbt-act',
  'stress-anxiety',
];

/** Tools seeded as free (spec §6). */
export const SPEC_FREE_TOOL_IDS: readonly ToolKey[] = [
  'gratitude-log',
  'mindful-breathing',
  'self-awareness-journal',
  'values-clarification',
  'intention-setting-tool',
  'thought-record-builder',
  'emotional-regulation-tool',
];
