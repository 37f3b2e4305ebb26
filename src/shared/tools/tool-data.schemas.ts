import type * as z from '../api/zod-mini';
import { emotionalRegulationEntrySchema } from './entries/emotional-regulation-tool.schemas';
import { genericEntrySchema } from './entries/generic.schemas';
import { goalEntrySchema } from './entries/goal-planning-tool.schemas';
import { gratitudeEntrySchema } from './entries/gratitude-log.schemas';
import { habitEntrySchema } from './entries/habit-tracker.schemas';
import { intentionEntrySchema } from './entries/intention-setting-tool.schemas';
import { breathingSessionEntrySchema } from './entries/mindful-breathing.schemas';
import { pomodoroEntrySchema } from './entries/pomodoro-timer.schemas';
import { journalEntrySchema } from './entries/self-awareness-journal.schemas';
import { thoughtRecordEntrySchema } from './entries/thought-record-builder.schemas';
import { valuesSortEntrySchema } from './entries/values-clarification.schemas';
import type { ToolKey } from './tool-keys';

// Each tool's entry schema is in a module of its own (entries/<tool key>.schemas.ts), so that a tool's page
// downloads and builds its own schema, not all ten. This module gathers them for what reads any tool's entries.
export * from './entries/emotional-regulation-tool.schemas';
export * from './entries/generic.schemas';
export * from './entries/goal-planning-tool.schemas';
export * from './entries/gratitude-log.schemas';
export * from './entries/habit-tracker.schemas';
export * from './entries/intention-setting-tool.schemas';
export * from './entries/mindful-breathing.schemas';
export * from './entries/pomodoro-timer.schemas';
export * from './entries/self-awareness-journal.schemas';
export * from './entries/thought-record-builder.schemas';
export * from './entries/values-clarification.schemas';

/** Largest stored entry, as JSON text: every field is capped too, this bounds their sum. */
export const MAX_ENTRY_JSON_LENGTH = 64 * 1024;

/** The data schema of each tool's entries, by tool key. */
export const toolEntryDataSchemas = {
  'gratitude-log': gratitudeEntrySchema,
  'intention-setting-tool': intentionEntrySchema,
  'self-awareness-journal': journalEntrySchema,
  'thought-record-builder': thoughtRecordEntrySchema,
  'emotional-regulation-tool': emotionalRegulationEntrySchema,
  'mindful-breathing': breathingSessionEntrySchema,
  'values-clarification': valuesSortEntrySchema,
  'habit-tracker': habitEntrySchema,
  'goal-planning-tool': goalEntrySchema,
  'pomodoro-timer': pomodoroEntrySchema,
} satisfies Record<ToolKey, z.ZodMiniType>;

export type ToolEntryData<K extends ToolKey> = z.infer<(typeof toolEntryDataSchemas)[K]>;

/** The schema for a tool's entries: its own, or the plain note for any other tool (or no key). */
export function entrySchemaFor(toolKey?: string): z.ZodMiniType {
  // Own keys only: an admin's tool may be called "constructor", which every object inherits.
  return toolKey !== undefined && Object.hasOwn(toolEntryDataSchemas, toolKey)
    ? toolEntryDataSchemas[toolKey as ToolKey]
    : genericEntrySchema;
}
