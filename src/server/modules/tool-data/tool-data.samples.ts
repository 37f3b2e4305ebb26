import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import type { ToolKey } from '@shared/tools/tool-keys';

/** One valid entry per tool, for tests and benchmarks. */
export const sampleToolData: { [K in ToolKey]: ToolEntryData<K> } = {
  'gratitude-log': {
    items: ['A slow coffee on the balcony', 'My sister called'],
    prompt: 'What made you smile today?',
  },
  'intention-setting-tool': {
    date: '2026-11-22',
    intention: 'Listen more than I speak',
    focusArea: 'Relationships',
  },
  'self-awareness-journal': {
    mode: 'free',
    text: 'Felt tense before the meeting, then lighter after.',
    mood: 3,
    emotions: ['anxious', 'relieved'],
  },
  'thought-record-builder': {
    situation: 'My friend cancelled dinner.',
    automaticThoughts: [{ text: 'She does not want to see me', belief: 70 }],
    emotions: [{ name: 'Sad', intensity: 60 }],
    distortions: ['mind-reading'],
    evidenceFor: 'She cancelled last week too.',
    evidenceAgainst: 'She has a sick child and suggested another day.',
    balancedThought: 'She is stretched thin; she still wants to meet.',
    rerate: { beliefs: [25], emotions: [30] },
  },
  'emotional-regulation-tool': {
    emotion: 'Anger',
    emotionGroup: 'Anger',
    intensityBefore: 8,
    skill: 'stop',
    stepsCompleted: 4,
    intensityAfter: 4,
  },
  'mindful-breathing': { pattern: 'box', durationSeconds: 300, completedAt: '2026-11-22T08:00:00.000Z' },
  'values-clarification': {
    very: ['Honesty', 'Family', 'Health'],
    somewhat: ['Adventure'],
    not: ['Status'],
    topFive: ['Honesty', 'Family', 'Health'],
    ratings: { Honesty: 8, Family: 6, Health: 5 },
  },
  'habit-tracker': {
    name: 'Walk 20 minutes',
    schedule: { type: 'daily' },
    completions: ['2026-11-21', '2026-11-22'],
    archived: false,
  },
  'goal-planning-tool': {
    title: 'Run a 5 km race',
    specific: 'Finish the spring 5 km without walking',
    timeBound: '2027-04-01',
    status: 'in-progress',
    milestones: [{ id: 'm1', title: 'Run 2 km non-stop', dueDate: '2026-12-15', done: false }],
  },
  'pomodoro-timer': { task: 'Draft the report', duration: 25, completedAt: '2026-11-22T09:25:00.000Z' },
};

/** A second valid entry per tool, unlike the first in its data: what an edit changes it to. */
export const editedToolData: { [K in ToolKey]: ToolEntryData<K> } = {
  'gratitude-log': { items: ['A long walk', 'Soup'] },
  'intention-setting-tool': { date: '2026-11-23', intention: 'Rest before I am tired', focusArea: 'Health' },
  'self-awareness-journal': {
    mode: 'prompt',
    prompt: 'What drained you?',
    text: 'Meetings.',
    mood: 2,
    emotions: [],
  },
  'thought-record-builder': {
    situation: 'I was not invited to the meeting.',
    automaticThoughts: [{ text: 'They do not value me', belief: 60 }],
    emotions: [{ name: 'Hurt', intensity: 50 }],
    distortions: [],
  },
  'emotional-regulation-tool': {
    emotion: 'Worry',
    emotionGroup: 'Fear',
    intensityBefore: 6,
    skill: 'check-the-facts',
    stepsCompleted: 2,
  },
  'mindful-breathing': { pattern: '4-7-8', durationSeconds: 120, completedAt: '2026-11-23T21:00:00.000Z' },
  'values-clarification': {
    very: ['Health'],
    somewhat: [],
    not: [],
    topFive: ['Health'],
    ratings: { Health: 9 },
  },
  'habit-tracker': {
    name: 'Read 10 pages',
    schedule: { type: 'times-per-week', times: 3 },
    completions: ['2026-11-20'],
    archived: true,
  },
  'goal-planning-tool': { title: 'Learn to swim', status: 'not-started', milestones: [] },
  'pomodoro-timer': { task: 'Reply to mail', duration: 15, completedAt: '2026-11-23T10:15:00.000Z' },
};
