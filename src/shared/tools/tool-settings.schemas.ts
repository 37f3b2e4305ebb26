import { z } from 'zod';
import { breathingPatterns } from './tool-data.schemas';
import type { ToolKey } from './tool-keys';
import { pomodoroSettingsSchema } from './pomodoro/pomodoro-settings';

/** An ordered list of entry ids, for tools whose entries the member arranges by drag and drop. */
const entryOrderSchema = z.object({ order: z.array(z.string().uuid()).max(500) });
const noSettings = z.object({}).strict();

/** Per-member settings of each tool, by tool key. */
export const toolSettingsSchemas = {
  'gratitude-log': noSettings,
  'intention-setting-tool': noSettings,
  'self-awareness-journal': noSettings,
  'thought-record-builder': noSettings,
  'emotional-regulation-tool': noSettings,
  'mindful-breathing': z
    .object({
      pattern: z.enum(breathingPatterns),
      durationMinutes: z.number().int().min(1).max(60),
      /** A soft tone at each phase change (off unless chosen). */
      toneCues: z.boolean(),
      /** A short vibration at each phase change, on devices that can (off unless chosen). */
      vibrationCues: z.boolean(),
    })
    .partial(),
  'values-clarification': noSettings,
  'habit-tracker': entryOrderSchema,
  'goal-planning-tool': entryOrderSchema,
  'pomodoro-timer': pomodoroSettingsSchema,
} satisfies Record<ToolKey, z.ZodType>;

export type ToolSettings<K extends ToolKey> = z.infer<(typeof toolSettingsSchemas)[K]>;

/** The schema for a tool's settings: its own, or none for any other tool. */
export function settingsSchemaFor(toolKey: string): z.ZodType {
  return (toolSettingsSchemas as Record<string, z.ZodType>)[toolKey] ?? noSettings;
}
