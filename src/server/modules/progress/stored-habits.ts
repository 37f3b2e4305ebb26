import { isCalendarDate } from '@shared/api/dates';
import { MAX_HABIT_COMPLETIONS, habitEntrySchema } from '@shared/tools/tool-data.schemas';
import type * as z from '@shared/api/zod-mini';

export type StoredHabit = z.infer<typeof habitEntrySchema>;

/**
 * A stored habit as the schema reads it, or null. Rows saved before dates were strict may tick days that
 * are no calendar date of the product's years (2024-02-30, 0000-01-01, 9999-12-31): those ticks are
 * skipped, so the habit still shows and no walk over days ever starts from them. The ticks are checked
 * once, by `isCalendarDate` (what the schema's date field checks); the rest of the habit by the schema (a
 * year of ticks through the schema's per-item parser was a fifth of a year's streaks).
 */
export function readStoredHabit(data: unknown): StoredHabit | null {
  if (data === null || typeof data !== 'object') return null;
  const stored = (data as { completions?: unknown }).completions;
  if (!Array.isArray(stored)) return null;
  const completions = stored.filter(isCalendarDate);
  if (completions.length > MAX_HABIT_COMPLETIONS) return null;
  const parsed = habitEntrySchema.safeParse({ ...data, completions: [] });
  return parsed.success ? { ...parsed.data, completions } : null;
}
