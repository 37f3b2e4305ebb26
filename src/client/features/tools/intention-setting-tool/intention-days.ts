import type * as z from '@shared/api/zod-mini';
import type { intentionEntrySchema } from '@shared/tools/entries/intention-setting-tool.schemas';
import { formatPattern } from '@client/lib/format-date';

export type IntentionEntry = z.infer<typeof intentionEntrySchema>;

export const INTENTION_TOOL_KEY = 'intention-setting-tool';

export const focusAreas = [
  'Health',
  'Relationships',
  'Work',
  'Learning',
  'Rest',
  'Calm',
  'Creativity',
  'Self-kindness',
  'Home',
  'Money',
] as const;

export const OTHER_FOCUS_AREA = 'Other';

/** How fully the intention was lived, by rating 1–5. */
export const checkInRatingLabels = ['Not at all', 'A little', 'Somewhat', 'Mostly', 'Fully'] as const;

export function checkInRatingLabel(rating: number): string {
  return checkInRatingLabels[rating - 1] ?? String(rating);
}

/** The member's local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  return formatPattern(date, 'yyyy-MM-dd');
}

/** The focus area to save: the chosen one, or the member's own words for "Other". */
export function focusAreaFromChoice(choice: string, other: string): string {
  return choice === OTHER_FOCUS_AREA ? other.trim() : choice;
}

/** The select and free-text values that show a saved focus area. */
export function choiceFromFocusArea(focusArea: string | undefined): { choice: string; other: string } {
  if (!focusArea) return { choice: focusAreas[0], other: '' };
  return (focusAreas as readonly string[]).includes(focusArea)
    ? { choice: focusArea, other: '' }
    : { choice: OTHER_FOCUS_AREA, other: focusArea };
}

/** Today's intention among entries listed newest first, if the member has set one. */
export function findTodaysIntention<E extends { data: IntentionEntry }>(
  entries: readonly E[],
  today: string,
): E | undefined {
  return entries.find((entry) => entry.data.date === today);
}
