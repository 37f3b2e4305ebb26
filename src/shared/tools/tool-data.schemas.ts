import * as z from '../api/zod-mini';
import { calendarDateField, calendarDateTimeField } from '../api/dates';
import type { ToolKey } from './tool-keys';
import { valueNames } from './values/value-names';

/** Largest stored entry, as JSON text: every field is capped too, this bounds their sum. */
export const MAX_ENTRY_JSON_LENGTH = 64 * 1024;

const text = (max: number, label = 'This field') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} cannot be empty.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters.`)));
const calendarDate = calendarDateField();
const calendarDateTime = calendarDateTimeField();
const percent = z.number().check(z.int(), z.minimum(0), z.maximum(100));

export const gratitudeEntrySchema = z.object({
  items: z
    .array(text(500, 'Each item'))
    .check(z.minLength(1, 'Write at least one thing.'), z.maxLength(5, 'Up to five things per entry.')),
  prompt: optionalText(300),
});

export const intentionEntrySchema = z.object({
  date: calendarDate,
  intention: text(300, 'Your intention'),
  focusArea: text(60, 'The focus area'),
  checkIn: z.optional(
    z.object({
      rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
      note: optionalText(2000),
      checkedInAt: calendarDateTime,
    }),
  ),
});

export const journalEntrySchema = z.object({
  mode: z.enum(['prompt', 'free']),
  prompt: optionalText(300),
  text: text(20_000, 'Your entry'),
  mood: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  emotions: z.array(text(40)).check(z.maxLength(12, 'Up to twelve emotions.')),
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
    .check(z.minLength(1, 'Add at least one thought.'), z.maxLength(10)),
  emotions: z.array(ratedEmotion).check(z.minLength(1, 'Add at least one emotion.'), z.maxLength(10)),
  distortions: z.array(z.enum(cognitiveDistortions)).check(z.maxLength(cognitiveDistortions.length)),
  evidenceFor: optionalText(3000),
  evidenceAgainst: optionalText(3000),
  balancedThought: optionalText(1000),
  /** Re-rating after the balanced thought: belief in each automatic thought, and each emotion, by index. */
  rerate: z.optional(
    z.object({
      beliefs: z.array(percent).check(z.maxLength(10)),
      emotions: z.array(percent).check(z.maxLength(10)),
    }),
  ),
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
  intensityBefore: z.number().check(z.int(), z.minimum(0), z.maximum(10)),
  skill: z.enum(regulationSkills),
  stepsCompleted: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
  intensityAfter: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10))),
  note: optionalText(2000),
});

export const breathingPatterns = ['box', '4-7-8', 'coherent', 'physiological-sigh'] as const;

export const breathingSessionEntrySchema = z.object({
  pattern: z.enum(breathingPatterns),
  durationSeconds: z.number().check(z.int(), z.minimum(1), z.maximum(4 * 60 * 60)),
  completedAt: calendarDateTime,
});

export const valuesSortEntrySchema = z.object({
  very: z.array(text(60)).check(z.maxLength(60)),
  somewhat: z.array(text(60)).check(z.maxLength(60)),
  not: z.array(text(60)).check(z.maxLength(60)),
  topFive: z.array(text(60)).check(z.maxLength(5, 'Pick at most five.')),
  /** How fully each top value is lived, 1–10, by value name: only the offered values, at most five. */
  ratings: z
    .partialRecord(
      z.enum(valueNames, 'Rate only the values on offer.'),
      z.number().check(z.int(), z.minimum(1), z.maximum(10)),
    )
    .check(z.refine((ratings) => Object.keys(ratings).length <= 5, 'Rate at most five values.')),
});

export const habitScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({
    type: z.literal('weekdays'),
    days: z
      .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
      .check(z.minLength(1, 'Choose at least one day.'), z.maxLength(7)),
  }),
  z.object({
    type: z.literal('times-per-week'),
    times: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  }),
]);

/** A habit is one entry; its completions are the days it was done. */
/** Ticks one habit keeps: ten years of days. */
export const MAX_HABIT_COMPLETIONS = 3700;

export const habitEntrySchema = z.object({
  name: text(80, 'The habit'),
  schedule: habitScheduleSchema,
  completions: z.array(calendarDate).check(z.maxLength(MAX_HABIT_COMPLETIONS)),
  archived: z._default(z.boolean(), false),
  color: z.optional(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))),
});

export const goalStatuses = ['not-started', 'in-progress', 'completed', 'paused'] as const;

export const goalEntrySchema = z.object({
  title: text(120, 'The goal'),
  specific: optionalText(1000),
  measurable: optionalText(1000),
  achievable: optionalText(1000),
  relevant: optionalText(1000),
  timeBound: z.optional(calendarDate),
  status: z.enum(goalStatuses),
  /** Milestones in the member's order. */
  milestones: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        title: text(200, 'The milestone'),
        dueDate: z.optional(calendarDate),
        done: z.boolean(),
      }),
    )
    .check(z.maxLength(50)),
});

/** A pomodoro history entry (spec §3): the task, the duration in minutes and when it ended. */
export const pomodoroEntrySchema = z.object({
  task: z.string().check(z.trim(), z.maxLength(200)),
  duration: z.number().check(z.minimum(0), z.maximum(24 * 60)),
  completedAt: calendarDateTime,
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
} satisfies Record<ToolKey, z.ZodMiniType>;

export type ToolEntryData<K extends ToolKey> = z.infer<(typeof toolEntryDataSchemas)[K]>;

/** The schema for a tool's entries: its own, or the plain note for any other tool (or no key). */
export function entrySchemaFor(toolKey?: string): z.ZodMiniType {
  // Own keys only: an admin's tool may be called "constructor", which every object inherits.
  return toolKey !== undefined && Object.hasOwn(toolEntryDataSchemas, toolKey)
    ? toolEntryDataSchemas[toolKey as ToolKey]
    : genericEntrySchema;
}
