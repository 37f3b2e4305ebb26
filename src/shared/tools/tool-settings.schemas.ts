import * as z from '../api/zod-mini';
import { breathingPatterns } from './tool-data.schemas';
import type { ToolKey } from './tool-keys';
import { pomodoroSettingsSchema } from './pomodoro/pomodoro-settings';

/** An ordered list of entry ids, for tools whose entries the member arranges by drag and drop. */
const entryOrderSchema = z.object({ order: z.array(z.string().check(z.uuid())).check(z.maxLength(500)) });
const noSettings = z.strictObject({});

/** Per-member settings of each tool, by tool key. */
export const toolSettingsSchemas = {
  'gratitude-log': noSettings,
  'intention-setting-tool': noSettings,
  'self-awareness-journal': noSettings,
  'thought-record-builder': noSettings,
  'emotional-regulation-tool': noSettings,
  'mindful-breathing': z.partial(
    z.object({
      pattern: z.enum(breathingPatterns),
      durationMinutes: z.number().check(z.int(), z.minimum(1), z.maximum(60)),
      /** A soft tone at each phase change (off unless chosen). */
      toneCues: z.boolean(),
      /** A short vibration at each phase change, on devices that can (off unless chosen). */
      vibrationCues: z.boolean(),
    }),
  ),
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
