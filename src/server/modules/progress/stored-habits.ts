import { isCalendarDate } from '@shared/api/dates';
import { habitEntrySchema } from '@shared/tools/tool-data.schemas';
import type * as z from '@shared/api/zod-mini';

export type StoredHabit = z.infer<typeof habitEntrySchema>;

/**
 * A stored habit as the schema reads it, or null. Rows saved before dates were strict may tick days that
 * are no calendar date of the product's years (2024-02-30, 0000-01-01, 9999-12-31): those ticks are
 * skipped, so the habit still shows and no walk over days ever starts from them.
 */
export function readStoredHabit(data: unknown): StoredHabit | null {
  const completions = (data as { completions?: unknown } | null)?.completions;
  const cleaned =
    Array.isArray(completions) && data !== null && typeof data === 'object'
      ? { ...data, completions: completions.filter(isCalendarDate) }
      : data;
  const parsed = habitEntrySchema.safeParse(cleaned);
  return parsed.success ? parsed.data : null;
}
