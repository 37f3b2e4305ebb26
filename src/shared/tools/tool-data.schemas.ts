import { z } from 'zod';
import { isoDateField, isoDateTimeField } from '../api/dates';
import type { ToolKey } from './tool-keys';
import { valueNames } from './values/value-names';

/** Largest stored entry, as JSON text: every field is capped too, this bounds their sum. */
export const MAX_ENTRY_JSON_LENGTH = 64 * 1024;

const text = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional();
const isoDate = isoDateField();
const isoDateTime = isoDateTimeField();
const percent = z.number().int().min(0).max(100);

export const gratitudeEntrySchema = z.object({
  items: z
    .array(text(500, 'Each item'))
    .min(1, 'Write at least one thing.')
    .max(5, 'Up to five things per entry.'),
  prompt: optionalText(300),
});

export const intentionEntrySchema = z.object({
  date: isoDate,
  intention: text(300, 'Your intention'),
  focusArea: text(60, 'The focus area'),
  checkIn: z
    .object({ rating: z.number().int().min(1).max(5), note: optionalText(2000), checkedInAt: isoDateTime })
    .optional(),
});

export const journalEntrySchema = z.object({
  mode: z.enum(['prompt', 'free']),
  prompt: optionalText(300),
  text: text(20_000, 'Your entry'),
  mood: z.number().int().min(1).max(5),
  emotions: z.array(text(40)).max(12, 'Up to twelve emotions.'),
});

export const cognitiveDistortions = [
  'all-or-nothing-thinking',
  'overgeneralisation',
  'mental-filter',
  'discounting-the-positive',
  'mind-reading',
  'fortune-telling',
  'magnification-or-minimisation',
  'emotional-reasoning',
  'should-statements',
  'labelling',
  'personalisation',
  'blame',
] as const;

const ratedEmotion = z.object({ name: text(40, 'The emotion'), intensity: percent });

export const thoughtRecordEntrySchema = z.object({
  situation: text(2000, 'The situation'),
  automaticThoughts: z
    .array(z.object({ text: text(500, 'The thought'), belief: percent }))
    .min(1, 'Add at least one thought.')
    .max(10),
  emotions: z.array(ratedEmotion).min(1, 'Add at least one emotion.').max(10),
  distortions: z.array(z.enum(cognitiveDistortions)).max(cognitiveDistortions.length),
  evidenceFor: optionalText(3000),
  evidenceAgainst: optionalText(3000),
  balancedThought: optionalText(1000),
  /** Re-rating after the balanced thought: belief in each automatic thought, and each emotion, by index. */
  rerate: z.object({ beliefs: z.array(percent).max(10), emotions: z.array(percent).max(10) }).optional(),
});

export const regulationSkills = [
  'stop',
  'tipp',
  'opposite-action',
  'check-the-facts',
  'self-soothe',
] as const;

export const emotionalRegulationEntrySchema = z.object({
  emotion: text(40, 'The emotion'),
  emotionGroup: text(40, 'The group'),
  intensityBefore: z.number().int().min(0).max(10),
  skill: z.enum(regulationSkills),
  stepsCompleted: z.number().int().min(0).max(20),
  intensityAfter: z.number().int().min(0).max(10).optional(),
  note: optionalText(2000),
});

export const breathingPatterns = ['box', '4-7-8', 'coherent', 'physiological-sigh'] as const;

export const breathingSessionEntrySchema = z.object({
  pattern: z.enum(breathingPatterns),
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(4 * 60 * 60),
  completedAt: isoDateTime,
});

export const valuesSortEntrySchema = z.object({
  very: z.array(text(60)).max(60),
  somewhat: z.array(text(60)).max(60),
  not: z.array(text(60)).max(60),
  topFive: z.array(text(60)).max(5, 'Pick at most five.'),
  /** How fully each top value is lived, 1–10, by value name: only the offered values, at most five. */
  ratings: z
    .partialRecord(z.enum(valueNames, 'Rate only the values on offer.'), z.number().int().min(1).max(10))
    .refine((ratings) => Object.keys(ratings).length <= 5, 'Rate at most five values.'),
});

export const habitScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({
    type: z.literal('weekdays'),
    days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day.').max(7),
  }),
  z.object({ type: z.literal('times-per-week'), times: z.number().int().min(1).max(7) }),
]);

/** A habit is one entry; its completions are the days it was done. */
export const habitEntrySchema = z.object({
  name: text(80, 'The habit'),
  schedule: habitScheduleSchema,
  completions: z.array(isoDate).max(3700),
  archived: z.boolean().default(false),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
});

export const goalStatuses = ['not-started', 'in-progress', 'completed', 'paused'] as const;

export const goalEntrySchema = z.object({
  title: text(120, 'The goal'),
  specific: optionalText(1000),
  measurable: optionalText(1000),
  achievable: optionalText(1000),
  relevant: optionalText(1000),
  timeBound: isoDate.optional(),
  status: z.enum(goalStatuses),
  /** Milestones in the member's order. */
  milestones: z
    .array(
      z.object({
        id: z.string().min(1).max(40),
        title: text(200, 'The milestone'),
        dueDate: isoDate.optional(),
        done: z.boolean(),
      }),
    )
    .max(50),
});

/** A pomodoro history entry (spec §3): the task, the duration in minutes and when it ended. */
export const pomodoroEntrySchema = z.object({
  task: z.string().trim().max(200),
  duration: z
    .number()
    .min(0)
    .max(24 * 60),
  completedAt: isoDateTime,
});

/** Entries of a tool an admin added that has no screen of its own: a plain note. */
export const genericEntrySchema = z.object({ note: text(5000, 'The note') });

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
} satisfies Record<ToolKey, z.ZodType>;

export type ToolEntryData<K extends ToolKey> = z.infer<(typeof toolEntryDataSchemas)[K]>;

/** The schema for a tool's entries: its own, or the plain note for any other tool. */
export function entrySchemaFor(toolKey: string): z.ZodType {
  return (toolEntryDataSchemas as Record<string, z.ZodType>)[toolKey] ?? genericEntrySchema;
}
