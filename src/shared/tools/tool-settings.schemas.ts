import * as z from '../api/zod-mini';
import type { ToolKey } from './tool-keys';
import { pomodoroSettingsSchema } from './pomodoro/pomodoro-settings';
import { entryOrderSchema } from './settings/entry-order.schemas';
import { breathingSettingsSchema } from './settings/mindful-breathing.schemas';

// The settings of a tool that has any are in a module of their own (settings/, pomodoro/), so that its page
// downloads and builds only those; this module gathers them for the API.
const noSettings = z.strictObject({});

/** Per-member settings of each tool, by tool key. */
export const toolSettingsSchemas = {
  'gratitude-log': noSettings,
  'intention-setting-tool': noSettings,
  'self-awareness-journal': noSettings,
  'thought-record-builder': noSettings,
  'emotional-regulation-tool': noSettings,
  'mindful-breathing': breathingSettingsSchema,
  'values-clarification': noSettings,
  'habit-tracker': entryOrderSchema,
  'goal-planning-tool': entryOrderSchema,
  'pomodoro-timer': pomodoroSettingsSchema,
} satisfies Record<ToolKey, z.ZodMiniType>;

export type ToolSettings<K extends ToolKey> = z.infer<(typeof toolSettingsSchemas)[K]>;

/** The schema for a tool's settings: its own, or none for any other tool (or no key). */
export function settingsSchemaFor(toolKey?: string): z.ZodMiniType {
  // Own keys only: an admin's tool may be called "constructor", which every object inherits.
  return toolKey !== undefined && Object.hasOwn(toolSettingsSchemas, toolKey)
    ? toolSettingsSchemas[toolKey as ToolKey]
    : noSettings;
}
