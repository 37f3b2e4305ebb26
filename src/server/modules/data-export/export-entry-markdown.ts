import type * as z from '@shared/api/zod-mini';
import { thoughtRecordChange } from '@shared/tools/thought-records/thought-record-change';
import {
  breathingPatternLabels,
  distortionLabels,
  goalStatusLabels,
  journalModeLabels,
  regulationSkillLabels,
  weekdayNames,
} from '@shared/tools/tool-entry-labels';
import { toolEntryDataSchemas, type ToolEntryData } from '@shared/tools/tool-data.schemas';
import type { ToolKey } from '@shared/tools/tool-keys';
import { calendarDate, countOf, localDateTime, markdownList, type ListItem } from './export-markdown';

/**
 * Each tool's entries as the member reads them in tools/<tool>.md: the fields by the names the tool's screen
 * gives them, in the order it asks for them, dates and times in words, ratings against their scale.
 */

type Render<K extends ToolKey> = (data: ToolEntryData<K>, timeZone: string) => ListItem[];

const field = (label: string, text: string | number | undefined | null): ListItem[] =>
  text === undefined || text === null || text === '' ? [] : [{ label, text: String(text) }];
const listed = (label: string, values: string[]): ListItem[] =>
  values.length ? [{ label, text: values.join(', ') }] : [];
const percent = (value: number) => `${value}%`;
const minutes = (value: number) => countOf(Math.round(value * 10) / 10, 'minute');

function duration(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (!whole) return countOf(rest, 'second');
  return rest ? `${countOf(whole, 'minute')} ${countOf(rest, 'second')}` : countOf(whole, 'minute');
}

function schedule(data: ToolEntryData<'habit-tracker'>['schedule']): string {
  if (data.type === 'daily') return 'Every day';
  if (data.type === 'times-per-week') return `${countOf(data.times, 'time')} a week`;
  return [...data.days]
    .sort((a, b) => a - b)
    .map((day) => `${weekdayNames[day]}s`)
    .join(', ');
}

const renderers: { [K in ToolKey]: Render<K> } = {
  'gratitude-log': (d) => [
    ...field('Prompt', d.prompt),
    { label: 'Grateful for', items: d.items.map((text) => ({ text })) },
  ],
  'intention-setting-tool': (d, timeZone) => [
    ...field('Day', calendarDate(d.date)),
    ...field('Intention', d.intention),
    ...field('Focus area', d.focusArea),
    ...(d.checkIn
      ? [
          {
            label: 'Check-in',
            items: [
              ...field('How it went', `${d.checkIn.rating} of 5`),
              ...field('Note', d.checkIn.note),
              ...field('Checked in', localDateTime(d.checkIn.checkedInAt, timeZone)),
            ],
          },
        ]
      : []),
  ],
  'self-awareness-journal': (d) => [
    ...field('Mode', journalModeLabels[d.mode]),
    ...field('Prompt', d.prompt),
    ...field('Mood', `${d.mood} of 5`),
    ...listed('Emotions', d.emotions),
    ...field('Entry', d.text),
  ],
  'thought-record-builder': (d) => {
    const change = thoughtRecordChange(d);
    const rated = (label: string) => (c: (typeof change.thoughts)[number]) => ({
      text: c.label,
      items: [
        ...field(label, percent(c.before)),
        ...field('After re-rating', c.after === null ? null : percent(c.after)),
      ],
    });
    return [
      ...field('Situation', d.situation),
      { label: 'Automatic thoughts', items: change.thoughts.map(rated('Belief')) },
      { label: 'Emotions', items: change.emotions.map(rated('Intensity')) },
      ...listed(
        'Thinking traps',
        d.distortions.map((key) => distortionLabels[key]),
      ),
      ...field('Evidence for', d.evidenceFor),
      ...field('Evidence against', d.evidenceAgainst),
      ...field('Balanced thought', d.balancedThought),
    ];
  },
  'emotional-regulation-tool': (d) => [
    ...field('Emotion', d.emotion),
    ...field('Emotion group', d.emotionGroup),
    ...field('Intensity before', `${d.intensityBefore} of 10`),
    ...field('Skill', regulationSkillLabels[d.skill]),
    ...field('Steps completed', d.stepsCompleted),
    ...field('Intensity after', d.intensityAfter === undefined ? null : `${d.intensityAfter} of 10`),
    ...field('Note', d.note),
  ],
  'mindful-breathing': (d, timeZone) => [
    ...field('Pattern', breathingPatternLabels[d.pattern]),
    ...field('Duration', duration(d.durationSeconds)),
    ...field('Completed', localDateTime(d.completedAt, timeZone)),
  ],
  'values-clarification': (d) => [
    {
      label: 'Top values',
      items: d.topFive.map((value) => {
        const rating = (d.ratings as Partial<Record<string, number>>)[value];
        return { text: rating === undefined ? value : `${value}: lived ${rating} of 10` };
      }),
    },
    ...listed('Very important', d.very),
    ...listed('Somewhat important', d.somewhat),
    ...listed('Not important', d.not),
  ],
  'habit-tracker': (d) => [
    ...field('Habit', d.name),
    ...field('Schedule', schedule(d.schedule)),
    ...(d.archived ? field('Archived', 'yes') : []),
    ...listed(`Done on ${countOf(d.completions.length, 'day')}`, [...d.completions].sort().map(calendarDate)),
  ],
  'goal-planning-tool': (d) => [
    ...field('Goal', d.title),
    ...field('Status', goalStatusLabels[d.status]),
    ...field('Specific', d.specific),
    ...field('Measurable', d.measurable),
    ...field('Achievable', d.achievable),
    ...field('Relevant', d.relevant),
    ...field('Target date', d.timeBound && calendarDate(d.timeBound)),
    ...(d.milestones.length
      ? [
          {
            label: 'Milestones',
            items: d.milestones.map((m) => ({
              text: m.title,
              items: [
                ...field('Due', m.dueDate && calendarDate(m.dueDate)),
                ...field('Done', m.done ? 'yes' : 'no'),
              ],
            })),
          },
        ]
      : []),
  ],
  'pomodoro-timer': (d, timeZone) => [
    ...field('Task', d.task || 'No task named'),
    ...field('Duration', minutes(d.duration)),
    ...field('Completed', localDateTime(d.completedAt, timeZone)),
  ],
};

/** "focusArea" → "Focus area": a field of a tool the export has no layout for. */
const humanLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function plainValue(value: unknown): ListItem {
  if (Array.isArray(value)) return { items: value.map(plainValue) };
  if (value && typeof value === 'object') {
    return {
      items: Object.keys(value)
        .sort()
        .map((key) => ({ label: humanLabel(key), ...plainValue((value as Record<string, unknown>)[key]) })),
    };
  }
  return { text: value === null || value === undefined ? '' : String(value) };
}

/** Any other data (a tool added by an admin, or an entry that no longer fits its tool): fields by name, sorted. */
function genericItems(data: unknown): ListItem[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [plainValue(data)];
  return plainValue(data).items ?? [];
}

/** The labelled fields of one entry of a tool, in the tool's order. */
export function entryItems(toolKey: string, data: unknown, timeZone: string): ListItem[] {
  const schema = (toolEntryDataSchemas as Record<string, z.ZodMiniType | undefined>)[toolKey];
  const parsed = schema?.safeParse(data);
  if (!parsed?.success) return genericItems(data);
  const render = renderers[toolKey as ToolKey] as (data: unknown, timeZone: string) => ListItem[];
  return render(parsed.data, timeZone);
}

/** One entry as a Markdown section: when it was written (and last changed), then its fields. */
export function entryMarkdown(
  toolKey: string,
  entry: { createdAt: Date; updatedAt: Date; data: unknown },
  timeZone: string,
): string {
  const edited = entry.updatedAt.getTime() - entry.createdAt.getTime() > 60_000;
  return [
    `## ${localDateTime(entry.createdAt, timeZone)}`,
    '',
    ...(edited ? [`Last changed ${localDateTime(entry.updatedAt, timeZone)}.`, ''] : []),
    ...markdownList(entryItems(toolKey, entry.data, timeZone)),
    '',
  ].join('\n');
}
